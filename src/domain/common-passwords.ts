/**
 * Common passwords, from the lists of leaked passwords that @zxcvbn-ts/language-common 4.1.3 ships
 * (MIT licence; copyright Dan Wheeler and Dropbox, Inc. 2012-2016, @zxcvbn-ts 2021): its 49,233 entries,
 * ranked by how often they were seen, are all in lower case, so none passes the password rule as written.
 * What is kept here is what a password that passes the rule is made from:
 *
 * - COMMON_PASSWORD_WORDS: the first 2000 distinct words the ranked entries are built on (an
 *   entry in lower case, without the digits and symbols before and after its letters, with the usual
 *   stand-ins read back as letters: @ and 4 as a, 3 as e, 1 and ! as i, 0 as o, $ and 5 as s, 7 as t),
 *   of four letters or more: "Password123!" and "P@ssw0rd2024" are "password".
 * - LONG_COMMON_PASSWORDS: the 225 entries of at least 11 letters and digits with both, which
 *   a capital letter and a symbol make pass the rule ("1Qaz2wsx3edc!").
 *
 * Made by reading the package's `passwords` list in rank order with the steps above; no other change.
 */

/** Words of common passwords, most common first, separated by white space. */
export const COMMON_PASSWORD_WORDS = `
password qwerty dragon baseball football monkey letmein shadow master michael mustang qwertyuiop pussy
superman fuckyou jordan qazwsx jennifer killer trustno hunter harley zxcvbnm asdfgh buster andrew batman
soccer tigger charlie robert sunshine thomas iloveyou fuckme ranger daniel hockey george computer michelle
jessica starwars asshole pepper klaster zxcvbn freedom princess joshua maggie pass ginger fuck amanda ashley
love cheese nicole summer matthew chelsea dallas biteme matrix william yankees taylor corvette austin access
martin heather thunder merlin secret diamond hello anthony hammer fucker qwer silver gfhjkm justin patrick
richard bailey internet samantha golfer scooter test orange cookie maverick jackson sparky mickey phoenix
bigdog snoopy guitar whatever chicken morgan andrea camaro mercedes peanut ferrari cowboy falcon welcome
samsung sexy steelers joseph smokey dakota melissa arsenal boomer eagles tigers marina nascar booboo gateway
porsche yellow monster spider diablo hannah bulldog junior london purple compaq lakers iceman hardcore cowboys
money banana boston brandon tennis johnny miller coffee scooby edward nikita mother yamaha brandy barney
chester fuckoff oliver charles player knight forever steven rangers midnight chicago bigdaddy redsox victoria
badboy angel please fender chris jasper james slayer rabbit natasha rachel bigdick marine wizard marlboro
raiders prince casper fishing flower crystal jasmine panties iwantu adidas winner winter gandalf enter ghbdtn
angela mike golden lauren cocacola winston madison angels blowme panther sexsex bigtits spanky bitch shannon
sophie johnson asdfasdf david horny toyota tiger murphy dick canada danielle blowjob jonathan liverpoo muffin
cooper apples jackie dennis black john abcd sandra pokemon slipknot carlos qazxsw scorpion qwaszx nathan
butter startrek rainbow asdfghjkl razz redskins newyork gemini cameron qazwsxedc florida liverpool turtle
nicholas viking booger wilson sierra butthead doctor rocket victor dolphins captain bandit jaguar packers
pookie peaches asdf blue dolphin helpme tucker theman tiffany maxwell jeremy qwertyui shithead debbie albert
maddog lovers monica alex united giants nirvana metallic hotdog rosebud mountain benjamin warrior stupid
elephant suckit success bond jackass bonnie alexis porn lucky jason scorpio samson rush azerty freddy driver
willie calvin sydney gators dexter bubba creative golf voodoo happy arthur trouble america nissan gunner
rebecca stella garfield gordon jessie bullshit parker asdfghjk fucking apollo jack eminem december legend
airborne beavis august bear apple brooklyn godzilla skippy buddy qwert kitten magic shelby beaver phantom fred
nothing asdasd williams xavier braves darkness blink travis copper tomcat platinum qweqwe girls bigboy green
power animal police online voyager lifehack fish sniper trinity walter blazer heaven lover snowball playboy
bubbles loveme hooters cricket marvin willow donkey topgun nintendo saturn family november gabriel destiny
pakistan pumpkin digital sergey chance explorer redwings private therock runner tits lasvegas guinness beatles
fire cassie christin celtic broncos andrey babygirl nelson donald scott eclipse cartman fluffy louise michigan
testing carolina little samuel alexande birdie steve cherry pantera sharon gibson vampire mexico dickhead
peter buffalo montana genius beer flyers maximus school minecraft lovely stalker metallica doggie carter
kristina kimberly spencer speedy barbara snickers sabrina carmen marcus bronco yankee friends paradise dreams
magnum horses cool caroline lacrosse goober member qwertyu enigma scotty pimpin bollocks brian cock surfer
sammy genesis poohbear dave star qweasdzxc baby racing friend hawaii eagle billy viper october vanessa poopoo
einstein boobies stanley walker bitches paul drowssap stephen courtney simple alaska badger action jake bill
denise jester spitfire drummer forest patricia maryjane champion diesel svetlana rock friday kevin mark
gregory pamela frank hotrod chevy anderson douglas westside security google badass shorty tester thumper
hitman mozart general reddog boobs music lizard alexander melanie ruslan vincent sweet teresa scarface
marshall olivia veronica porno buddha spirit frankie stargate antonio liberty natalie mercury naruto suzuki
semperfi king popcorn spooky marley system brittany claudia kelly scotland free kitty cherokee vikings
simpsons death leslie rascal qweasd jimmy loveyou hummer allison rocky patches russia adrian jupiter penguin
cumshot howard passion honda vfhbyf andre vladimir franklin sandman infinity homer bastard raider passport
assman sucker fantasy bulldogs horney domino budlight ironman disney norman usuckballz softball bishop francis
brutus ford redrum brooke bigred jeffrey jesus fktrcfylh karina marines kawasaki digger ireland oksana fireman
cougar college shit alicia russell houston monday bradley cunt sarah nigger justice super wildcats tinker
duncan dancer logitech avalon swordfis everton reggie motorola alexandr molly timothy hentai claire patriots
madonna colorado eugene ducati kermit juventus indian connor galore freeuser smooth house titanic boogie
simpson warcraft wolverin elizabet arizona saints valentin georgia asdfg accord matt baxter denver mitchell
christ yfnfif slut smith stinky zachary roland naughty nccitoid spiderma chopper brenda extreme virginia water
skyline poop zombie pearljam froggy pirate fylhtq vision awesome alyssa dreamer predator bullet empire wolf
kirill people penis elvis panthers skipper nemesis peekaboo rasdzv simon alison rolltide american cardinal
arnold chevelle daddy psycho danger mookie wanker manutd tommy hobbes vegeta goblue burton fyfcnfcbz picard
bobby windows loverboy lovelove vfrcbv victory bambam turkey serega tweety hiphop galina changeme rooster
polina berlin suckme taurus electric ronald avatar mine raptor alpha maksim spring brazil eric bigcock newport
hard kenneth hendrix madmax england sublime britney france darkside bigman hercules lawrence wolfpack classic
lincoln ronaldo spiderman blizzard cheyenne wombat cjkysirj raymond brother kristen pandora devils simone
holiday wildcat horse kramer sterling caesar alabama carrie bondage basketball sports pussycat pickle catch
leather shaggy chronic flowers robbie admin gracie amber freepass airplane perfect kodiak billybob katana
sunset crazy good stingray maria anna snowman phpbb chocolat zeppelin garcia detroit wolves pontiac candy
firebird vagina gundam panzer outlaw time pretty fisher connie honey business trevor redhead hardon greenday
tarheels nastya hellfire cobra engineer savage service serenity sasha michele dude lickme fireball white
remember darkstar miranda flash harvey oscar strike freddie pavilion beauty bobafett adam dbrnjhbz jeff bigmac
duke clinton bowling jenny natali future harrison jones wallace swimming apache rulez pyramid dodgers girl
whynot fuckit defender teens morris trooper cancer precious packard lucifer popeye weasel raven icecream
stewart tanner swordfish blonde sandy presario rockstar viktor manager cheryl norton control wutang airforce
julian atlanta pimp spike thailand looking casino paris mouse lennon bluebird theone hawkeye hacker lisa
dustin elaine nfnmzyf sailor catfish goldfish maxima tattoo barbie light design pervert machine herman
wrangler rocks trucks nipples roscoe tornado jerry lights bubble cadillac madman orlando pegasus target
longhorn laura philip browns eatme stefan cannon dilbert baller microsoft winnie christia katie shooter xfiles
qazqaz lesbian street seattle corona amateur cthutq prelude beach malibu freaky assassin integra atlantis
pussies dragons iloveu unicorn lonewolf regina stealth kristin tony peewee openup bobcat stacey software
newton leonardo student srinivas angelina young enjoy valentina trigger zaqwsx lolita athena shotgun coyote
bruins veronika dollar country joker babydoll lestat wordpass hottie smiley potter random sweety butterfly
woody chipper snake samurai video gizmo maddie devildog valerie mistress flipper express powers cessna teacher
goldie moose polaris piglet cookies elena montreal hjvfirf ladies wolfgang fatboy scully father single wicked
daisy fetish foobar castle tickle bunny pepsi balls transam dfvgbh oicu impala sunday booty hotstuff ronnie
jasmin ryan gambit toshiba basketba lancer birthday texas stephani hooker knicks roberto stinger testtest
kathleen savannah shamrock benson squirt deftones trucker nick redneck goldberg alfred blaster siemens shelly
renegade manson subaru ibanez blondie hamilton casey swinger reaper cristina minnie mylove harry galaxy
lindsay dudley farmer gloria special blahblah enterpri travel babylon bigone sweetpea sugar smoke skeeter
fucked indiana great ficken trfnthbyf freeman curtis smitty marino joanne bigfoot escort babes check larisa
trumpet tristan spartan asdfghj sister valera stormy paladin andreas cavalier marathon hamlet aardvark
butterfl bigboobs mister manchester rusty napoleon seven indigo hornet skater jerome pierre wonder toronto
rose indians karate buckeyes julie hesoyam fredfred charger highland sweetie holland chiefs diamonds buckeye
aurora hotsex campbell griffin brandi redman passwor chandler drpepper monika maiden elizabeth leonard bernie
brown pornstar garden storm autumn linda thuglife millie jungle pencil tomtom insane pizza timber sherlock
mariah audrey hamster aragorn pioneer techno catdog lollol triumph sidney fktrctq none sophia morpheus island
wetpussy hobbit blabla erotic aaron pascal sampson consumer justme marion stones chrissy tyler nadine marie
goforit burger pitbull kelsey adgjmptw spartak german karen kissme hunting kaiser martha colors artist harold
bass italia sammie barcelona mario nicolas virgin pebbles sundance isabella overlord emerald callie doggy
irina racecar isabelle germany goddess change wesley nipple basket joejoe holly poison zipper alpine shirley
element huskers marcel eddie danny christy pussys sakura chichi inside ultimate dirty nicola nccitoie blackie
omega watson rommel geronimo nikki caserta trojan philips sergio nugget tarzan bassman warren trixie chicks
aleksandr cream webster help sherry manuel portugal dodger anakin bobbob bomber michel madness superfly loser
florence yvonne fatcat global ybrbnf energy desire wrinkle soldier bianca sexual warlock martina babe andrei
larry seminole peace alejandr westham concrete harris margaret hector christop naked ladybug network bernard
weed tintin qazxswedc trombone chuck pleasure rhbcnbyf home history bluesky sherman logan january onelove
cotton christian cdtnkfyf sunny archie holden whore brianna vfvjxrf titans stallion lindsey singer truck smile
party missy hansolo angelo joanna natalia beagle phillip panama smiles juice qawsed inferno moon mongoose
connect kingkong snatch flatron sexame bluemoon turbo rocker personal emily blessed snakes dominic joey forget
finger beetle jamaica alberto mulder jamie susan immortal head passat plastic dietcoke spunky suck long
whiskey monitor giovanni cactus ripper spyder markus planet teen patton exigen sticky waters sluts nolimit
daniela hollywoo abigail morrison katrina trunks andy assass always diana deedee clifford april speed japan
mission pickles million sailing freak holmes bonehead fernando ghbdtnbr charlott delta yomama darren rubber
newman faster cumming bertha memphis sylvia open ilovesex maurice hongkong olga jumper unreal geheim rodney
nylons sebastia pentium legion shalom kennedy brooks movie dodge dream graham sprite curious pacific loulou
funtime philly ferret niners orion werewolf milton cantona kingdom stars africa office boeing gilbert abgrtyu
pirates sheila french sweets cooldude palmer eternity lollipop tottenha stocking monique anything foster irish
jackoff biscuit drizzt camera columbia fossil moomoo makaveli tracey colt robinson isabel martini salmon
shasta jersey verbatim maniac snapper satan nasty solomon patriot jacob standard shaved blackcat asdzxc
punkrock raistlin infantry dillon gerald twister ricardo waterloo cjkywt clayton crimson serena oxford maxmax
denis flight condor seinfeld silvia biggie maxine musicman ravens teddy colleen bruce wolfman sharks megadeth
cosmos velvet butt keeper foxtrot garrett damien anton sesame skywalke banshee cats squirrel wolverine dogs
sunrise rick ghost western grendel sucks roxanne privet legolas frog felix marlin stone herbert lvbnhbq
qazwsxed carrot blades frosty stardust helena brownie groovy penny butler coolio twilight daytona licker
peanuts intrepid pikachu trains mollie vanhalen jericho hershey strider lobster punisher grace bird bottom
ninja murray kansas shogun goblin search neptune ball showtime darwin amadeus suzanne fuckfuck oldman bruno
showme henry getsome muscle obiwan support rfrfirf skittles ekaterina gold whitney shark maestro anal danni
tanker english tarheel fighter thanks hannibal capital newlife anubis gothic chaos blues cindy sabine roman
preston princes brendan slick evelyn python richie tequila boss cody devil clover delete mirage blood surfing
bentley portland potato baggins review porter chubby panasonic sandiego sooners buffy buck tina derrick
penelope blackdog harmony fusion dima mature malcolm allen mary buttons californ safety playtime dagger moscow
swallow warriors byteme stimpy gangster lucas christine turner iverson lester chargers liquid mushroom cracker
dingdong misty nymets robin bigguy mobile tazman greg nimrod newpass miami crusader bugger stranger dkflbvbh
anastasia marco volume masters monroe miguel doodle collins powder archer gotcha battle dublin slapshot
guardian janice charly septembe photos knights short angelica nookie milano scarlett stuart damian grizzly
camille scruffy brasil latino kittycat poopie munchkin lorenzo rammstein bananas barcelon santiago thegame
hell world gerard picasso walnut kolobok blackman wisdom trance starcraft parrot quality blade pink auburn
goodluck eatshit dorothy dusty engine coltrane gorilla wheels katerina tamara postal luther carlo cassidy
discover oakland spanking osiris dumbass shaney lonestar ping bridge bingo bender annie stonecol dookie
meridian sally megaman racerx rjntyjr sirius firefly julia alexandra madrid terry griffey women phoebe zaqixsw
weezer beautiful violet ledzep lowrider randy gangsta ghjcnj paradox tacobell loving catalina vertigo halflife
carson sergei shiloh johnjohn sobaka buffett aliens sadie chucky bonjour kangaroo jazz josh thompson sinner
socrates keyboard stevie jeep trebor finish dark luke sprint shazam lady national celica scarlet formula
hoover sommer frances hotboy cynthia qwerasdf penguins rebels fuckface elwood melvin vacation kiss ragnarok
bollox lexmark mailcreated lorraine claude rockon duck dodgeram tacoma romeo wookie prodigy tempest vfhecz
flames sebastian colombia bang kitkat oblivion mystery sithlord server molson mustangs incubus
`;

/** Common passwords of letters and digits, at least 11 characters, most common first, separated by white space. */
export const LONG_COMMON_PASSWORDS = `
usuckballz1 password123 123qweasdzxc soso123aljg 1qaz2wsx3edc q1w2e3r4t5y6 qwerty12345 1q2w3e4r5t6y
mailcreated5240 123456qwerty 1234567890q qwerty123456 polniypizdec0211 sojdlg123aljg 1234567890a qazwsxedc123
zxcasdqwe123 pufunga7782 ghhh47hj7649 12345qwerty 123456789qwe 1qazxsw23edc qweasdzxc123 1234567890z
1qaz2wsx3edc4rfv chickenwing101 123qwe123qwe newproject2004 0000000000o domainlock2005 hd764nw5d7e1vb1
123hfjdk147 mapet123456 zaq1xsw2cde3 123456789abc q1234567890 admin18533362 23176djivanfros 123456789qwerty
1111111111zz t34vfrc1991 123456789qaz 4904s677075 password1234 venom121293 lost4815162342 slipknot666
1234567890s qwerty123456789 89231243658s devilmaycry4 combat123654 jamesbond007 123123qweqwe 4815162342lost
123456789qqq qq123456789 asdfghjkl123 1234qwerasdf 123qwe456rty 1234567890qw qwertyuiop123 primetime21
zx123456789 saun24865709 q1w2e3r4t5y6u7 polniypizdec110211 123456789qw 1qa2ws3ed4rf qwertyuiop1 123456789zxc
birthday299 playstation3 123456789qq 7777755102q 123456789aa 1234567890qwe 4815162342a ghhh47hj764
q1w2e3r4t5y6u7i8 zqjphsyf6ctifgu lhbjkjubz2957704 1qazxsw23edcvfr4 qazwsxedc12 12qw34er56ty christopher1
1234567890w a1234567890 1234554321q boy4u2ownnyc minecraft123 winnipeg261 12345678qwe an83546921an13
abc123456789 123456789as 123321qweewq 0987654321a 1029384756q auckland2010 1234567890zzz mangust6403
ekaterina20 32615948worms 1qwertyuiop nhfdvfnjkju123 iloveyou123 41d8cd98f00b nemvxyheqdd5oqxyxyzi
playstation2 01telemike01 123456789zx 1986irachka 0000000000d 1234567890m birthday100 1234567890qaz
vfvfgfgf123 1a2s3d4f5g6h 123456qwert 123qweasdzx 89876065093rax 1234567qwertyu firstone123 spartak1922
basketball1 superman123 87e5nclizry 1234qwerasdfzxcv qazwsx12345 queenas8151 1234567890qwerty
q1w2e3r4t5y6u7i8o9p0 manchester1 59382113kevinp 1234567890p qwe123qwe123 zxcvbn123456 dogphil3650 4815162342q
warhammer40k maprchem56458 iampurehaha2 qazxswedc123 qwertyuiop10 stickdaddy77 asdfgh123456 aa123456789
california1 football123 1234554321a 123qwerty123 123456789zz qaz123wsx456 awo8rx3wa8t zxcvbnm123456789
sataniv1993 1234567890d a1s2d3f4g5h6 1234567890o qwertyuiop12345 1qa2ws3ed4rf5tg 123456789asd rfnthbyf1988
kamelia2011 paraklast1974 123456789qwer 8096468644q sutvsc5ysaa qaz26101778 z1x2c3v4b5n6m7 qwertyuiop12
12345qazwsx astra334566 zxcvbnm1234 starwars123 ntktdbpjh1994 ma123123123 xxxp455w0rd5 aksjdlasdakj89879
23wkoa0fp78dk fatima753357 nthvbyfnjh2 birthday133 6215mila6215 bmvm3e46gtr iloveyou143 zaq12wsxcde3
1234567890l love777321777 123456789aaa 4815162342lf pfqwtd27121988 cnfc35762209 gilbert2707 findaupair007
alpha135792468 qazwsx123456 asd123asd123 qweasdzxc12 ronaldinho10 ipo54tj45uy856 89semtsriuty sdicmt7seytn
alkanaft123 ktjynsq40147 1a2a3a4a5a6a bullnuts2003 shelbygt500 dmiller12as 050605rostik 19960610ilja
123456zxcvbn 80361665abc z1x2c3v4b5n6 89063032220m badiman28200 zexts364325 123ewqasdcxz polniypizdec1102
hd764nw5d7e1vbv josephphone7 12345qwert7 msoracle32re bhrh0h2oof6xbqjeh
`;
