/** A figure as the results show it: its name, its value, and what it measures. */
export interface ShownFigure {
  name: string;
  value: string;
  measures: string;
}

/** A list of figures, each named, with its value and what it measures beside it. */
export function FigureList({ figures }: { figures: readonly ShownFigure[] }) {
  return (
    <dl className="figures">
      {figures.map((figure) => (
        <div key={figure.name}>
          <dt>{figure.name}</dt>
          <dd>
            <span className="figure">{figure.value}</span>
            <span className="figures__measures">{figure.measures}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
