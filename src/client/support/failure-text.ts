/** Words a failed support action: "Failed to export assessment: <why>", or the text alone when there is no more to say. */
export function failureText(text: string): (failure: unknown) => string {
  return (failure) => {
    console.warn(text, failure);
    const detail = failure instanceof Error && failure.message ? failure.message : '';
    return detail && detail !== text ? `${text}: ${detail}` : text;
  };
}
