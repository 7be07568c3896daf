"""Word lists of keyword extraction (written for this package): stopwords, verbs, the
suffixes and exceptions of the word classes, and the background of common academic words
used when no corpus statistics are given."""

_STOP = set("""
a about above across after again against all almost along already also although always am among
amongst an and another any anyone anything anywhere are around as at away back be became because
become becomes becoming been before beforehand behind being below beside besides between beyond
both but by can cannot could did do does doing done down due during each either else elsewhere
enough etc even ever every everything except few for former formerly from further furthermore
had has have having he hence her here hereby herein hers herself him himself his how however i ie
eg e.g i.e if in indeed instead into is it its itself just last latter least less let lets like
likely made make makes making many may me meanwhile might mine more moreover most mostly much must
my myself namely neither never nevertheless next no nobody none nor not nothing now nowhere of off
often on once one only onto or other others otherwise our ours ourselves out over own per perhaps
please quite rather re same seem seemed seeming seems several she should since so some somehow
someone something sometime sometimes somewhere still such than that the their theirs them
themselves then thence there thereafter thereby therefore therein thereof thereupon these they
this those though through throughout thru thus to together too toward towards under unless until
up upon us very via was we well were what whatever when whence whenever where whereas whereby
wherein whether which while whither who whoever whole whom whose why will with within without
would yet you your yours yourself yourselves versus vs cf et al viz
two three four five six seven eight nine ten twenty hundred thousand million billion
first second third fourth fifth firstly secondly finally lastly
new novel proposed various existing previous prior recent recently current currently different
certain particular specific important significant main major key overall entire typical usual
simple effective efficient better best good great large larger largest small smaller smallest
higher lower highest lowest high-quality well-known so-called able possible necessary useful
difficult hard easy available appropriate suitable relevant respective corresponding additional
further similar same original alternative general generic common commonly widely standard typical
whereas wide broad strong stronger strongest weak poor rich real true actual inherent considerable
substantial remarkable promising challenging extensive comprehensive competitive superior
state-of-the-art art sota don doesn didn isn aren wasn weren won can couldn wouldn shouldn hasn haven hadn ll ve
propose proposes proposing present presents presented presenting show shows showed shown showing
use uses used using utilize utilizes utilized utilizing employ employs employed employing
achieve achieves achieved achieving outperform outperforms outperformed outperforming
demonstrate demonstrates demonstrated demonstrating introduce introduces introduced introducing
describe describes described describing provide provides provided providing develop develops
developed developing obtain obtains obtained obtaining allow allows allowed allowing enable
enables enabled enabling require requires required requiring improve improves improved improving
consider considers considered considering study studies studied investigate investigates
investigated investigating evaluate evaluates evaluated evaluating apply applies applied applying
perform performs performed compute computes computed compare compares compared comparing analyze
analyzes analyzed analyse analyses analysed discuss discusses discussed address addresses
addressed addressing exploit exploits exploited exploiting leverage leverages leveraged
leveraging learn learns learnt give gives gave given giving take takes took taken taking
get gets got gotten find finds found finding finds yield yields yielded yielding lead leads led
leading result results resulted resulting increase increases increased decrease decreases
decreased reduce reduces reduced reducing remain remains remained include includes included
including involve involves involved involving contain contains contained containing call called
calls known see seen seeing become came come comes need needs needed needing help helps helped
aim aims aimed aiming focus focuses focused seek seeks sought suggest suggests suggested
suggesting indicate indicates indicated indicating reveal reveals revealed argue argues argued
believe believes believed assume assumes assumed assuming establish establishes established
extend extends extended extending design designs designed designing build builds built
construct constructs constructed constructing generate generates generated generating
implement implements implemented implementing solve solves solved solving capture captures
captured capturing ensure ensures ensured ensuring exhibit exhibits exhibited offer offers
offered offering make made produce produces produced producing report reports reported
according accordingly based depending depends depend following follows followed regarding
related relating concerning compared respect respectively able unable whose try tries tried
trying want wants wanted works worked working s t
sub sup
""".split())  # sub, sup: left-overs of sub- and superscript markup ("x/sub c/")

# Verbs (base forms) that are rarely nouns; their -s/-ed/-ing forms are derived below.
_VERB_BASES = """
accomplish accompany achieve acquire adapt adopt advance advocate affect aggregate alleviate
alter analyse analyze answer appear apply approximate argue arise ask assess assign assist
attain attempt attract augment avoid believe belong benefit boost bring broaden calculate
capture carry cause choose claim clarify collect combine compile complement complete comprise
compute conclude conduct confirm consist constitute construct contribute convert convey
corroborate create deal decide decrease deduce define deliver demonstrate denote depend
derive describe deserve detect determine develop devise differ discover discuss dictate
distinguish divide drive elaborate eliminate emerge emphasize employ enable encourage enhance
ensure enter establish estimate examine excel exceed exhibit expand expect explain explore
express extend extract facilitate fail fall fit fix focus follow formulate foster fulfill
fulfil gain gather generalize generalise handle happen hold hope identify ignore illustrate
imply impose improve incorporate increase indicate infer inform integrate intend introduce
investigate involve justify keep know lack learn leave lie limit link maintain manage maximize
measure meet mimic minimize mitigate modify motivate negotiate observe obtain occur offer
operate outline outperform overcome perform permit pose possess predict prefer prepare
preserve prevent produce prove provide pursue put raise reach realize realise receive
recognize recommend reduce refer reflect regard relate rely remain remove render replace
represent require resolve respond restrict retain reveal rush satisfy save scale seek select
serve share shift simplify slash solve specify spend stand start state stem strengthen strive
study submit succeed suffer suggest suit summarize supplement support surpass surprise
sustain tackle target teach tend think train transfer transform treat undergo undertake
unify utilize validate verify view violate want warrant yield allege hurt cut set let run
begin grow win lose tell say go come see try write speak read
""".split()


def _inflect(base: str) -> list[str]:
    forms = [base]
    if base.endswith("y") and base[-2:-1] not in "aeiou":
        forms += [base[:-1] + "ies", base[:-1] + "ied", base + "ing"]
    elif base.endswith("e"):
        forms += [base + "s", base + "d", base[:-1] + "ing"]
    elif base.endswith(("s", "sh", "ch", "x", "z")):
        forms += [base + "es", base + "ed", base + "ing"]
    else:
        forms += [base + "s", base + "ed", base + "ing"]
        if len(base) <= 4 and base[-1] not in "aeiouwxy" and base[-2] in "aeiou" \
                and base[-3:-2] not in "aeiou":
            forms += [base + base[-1] + "ed", base + base[-1] + "ing"]  # cut -> cutting
    return forms


# Nouns that are also inflected forms of the verbs above and are kept.
_VERB_NOUN = {"training", "learning", "mapping", "planning", "matching", "tracking", "reasoning",
              "scaling", "modeling", "modelling", "computing", "processing", "mining",
              "sampling", "clustering", "filtering", "parsing", "encoding", "ranking",
              "transfer", "target", "support", "study", "state", "measure", "limit", "link",
              "view", "share", "shift", "scale", "stem", "fix", "fit", "lack", "focus", "hope",
              "set", "cut", "run", "benefit", "increase", "decrease", "suit",
              "attempt", "claim", "deal", "drive", "offer", "answer", "gain", "start", "want",
              "supplement", "advance", "estimate", "aggregate",
              "complement", "yield", "transform", "design", "result", "control", "report",
              "change", "need", "use", "balance", "sets", "runs", "targets", "supports",
              "measures", "limits", "links", "views", "shifts", "scales", "stems", "claims",
              "drives", "offers", "answers", "gains", "states", "estimates", "transforms",
              "attempts", "deals", "cuts", "fits", "benefits", "transfers", "suits",
              "surprise", "treat", "leave", "lie", "stand", "hold", "spending", "serving",
              "setting", "running", "teaching", "understanding", "meeting", "being", "answering"}
_VERB = {f for b in _VERB_BASES for f in _inflect(b)} - _VERB_NOUN

# After these words a content word is a verb ("we present", "is shown", "can improve").
_VERB_CONTEXT = frozenset("""
is are was were be been being will would can could may might should must shall does do did we
they not also who it has have had often usually then
""".split())

# Verbs in -ing that are not the nouns of a key phrase ("learning", "clustering" are).
_ING_VERB = set("""
achieving adding allowing applying arising assuming becoming being bringing building calling
carrying causing changing choosing combining coming considering containing creating dealing
describing determining doing enabling ensuring exceeding exhibiting existing explaining falling
finding focusing forming getting giving going growing having helping holding improving including
increasing introducing involving keeping leading letting lying making meaning moving needing
obtaining offering performing playing proposing providing putting reaching receiving reducing
remaining representing requiring resulting revealing running saying seeing seeking seeming
setting showing solving starting suggesting taking telling thinking trying turning underlying
using varying viewing yielding outperforming surpassing utilizing leveraging exploiting
""".split())

# Words in -ed or -ly that are nouns or adjectives kept in phrases.
_ED_KEEP = set("""
speed seed need feed bed embed red shed hundred breed reed greed weed bleed freed steed
""".split())
_LY_KEEP = set("""
early family anomaly assembly supply reply monopoly italy july fly butterfly poly ally rally
tally holy jelly belly bully homily daily weekly monthly yearly friendly lily
""".split())

# A run may not end in an adjective; these suffixes mark one unless the word is listed below.
_ADJ_SUFFIX = ("al", "ive", "ous", "ful", "less", "able", "ible", "ic", "ical", "ary", "ent",
               "ant", "ar", "ed", "-based", "-like", "-free", "-aware", "-specific", "-scale",
               "-level", "-order", "-dimensional", "-time", "-wise")
_NOUN_KEEP = set("""
signal interval proposal potential material terminal trial tutorial journal portal manual
approval rival animal capital hospital festival survival retrieval removal arrival renewal
disposal rental total canal metal crystal criminal individual professional principal mineral
chemical integral polynomial binomial multinomial residual marginal
objective derivative alternative initiative incentive perspective representative directive
narrative archive primitive executive relative negative positive adjective detective
variable table cable vegetable syllable
topic logic traffic music graphic metric heuristic arithmetic epidemic clinic rhetoric mechanic
fabric panic critic characteristic statistic republic public magic electronic economic
physic semantic genetic dynamic optic basic
dictionary library boundary summary vocabulary salary glossary secretary anniversary diary
adversary itinerary beneficiary commentary military literary inventory territory history memory
agent student client parent patent content component element segment argument environment
document experiment management measurement requirement development assessment treatment
department equipment investment instrument movement statement payment agreement deployment
alignment assignment enhancement improvement achievement settlement employment entertainment
government judgement judgment sentiment embedment placement refinement replacement attachment
adjustment commitment fragment moment comment garment supplement implement increment
gradient coefficient patient ingredient quotient constituent respondent president resident
incident accident student dependent correspondent continent event intent extent percent
descent talent torrent current
plant assistant variant constant participant applicant accountant consultant restaurant
merchant tenant servant inhabitant descendant defendant pollutant reactant oxidant antioxidant
quadrant warrant implant elephant migrant immigrant infant giant
bar car star radar seminar grammar calendar scholar cellar pillar sugar collar solar lunar
polar scalar vector molar dollar bazaar nectar cigar guitar jaguar
bed speed seed need feed embed red shed hundred breed reed
""".split())

_PLURAL_KEEP = set("""
analysis basis axis thesis hypothesis synthesis diagnosis crisis emphasis parenthesis
prognosis metastasis genesis nemesis dialysis paralysis series species means news physics
mathematics statistics economics dynamics kinetics robotics genetics genomics proteomics
linguistics electronics mechanics optics ethics logistics semantics pragmatics graphics
analytics informatics bioinformatics thermodynamics aerodynamics hydrodynamics athletics
politics acoustics photonics mechatronics cybernetics heuristics? corpus status bias gas lens
virus campus bonus census consensus focus locus radius stimulus syllabus apparatus genus
nexus plus minus surplus chaos bayes cosmos ethos pathos atlas canvas alias class glass mass pass
process access success address progress stress loss boss cross gross moss express business
witness fitness illness awareness robustness effectiveness
""".replace("?", "").split())

# Background for when no corpus statistics are given: very common academic words and
# phrases, with the share of abstracts (per mille, rough) that would contain them.
_BACKGROUND_WORDS = {
    w: 300 for w in """
    paper method approach result problem model system performance data work technique
    algorithm framework task study analysis application experiment set number way use
    case time information process issue order term level type form part value quality
    amount effect impact advantage benefit need lack aspect factor feature property
    challenge question idea goal aim purpose contribution solution evaluation effectiveness
    efficiency accuracy improvement development implementation design structure function
    literature field area domain context scenario setting condition situation range variety
    kind class example instance basis fact point step stage phase procedure strategy scheme
    mechanism tool means role way addition respect terms manner extent degree number
    author article research researcher finding conclusion evidence observation insight
    limitation drawback shortcoming baseline benchmark dataset experimental empirical
    theoretical practical simulation test testing trial comparison
    """.split()
}
_BACKGROUND_PHRASES = {
    p: 400 for p in (
        "proposed method", "proposed approach", "experimental result", "experimental results",
        "state of the art", "paper", "this paper", "the paper", "previous work", "prior work",
        "related work", "future work", "recent work", "recent year", "recent years",
        "large number", "wide range", "real world", "case study", "main contribution",
        "key idea", "new method", "new approach", "extensive experiment",
        "extensive experiments", "empirical result", "empirical results", "numerical result",
        "numerical results", "simulation result", "simulation results", "better performance",
        "significant improvement", "promising result", "promising results", "high accuracy",
        "low cost", "open problem", "important role", "great deal", "first time",
        "other hand", "end", "way", "lot",
    )
}

# Everyday English nouns and verbs that are poor key phrases on their own ("week", "door",
# "money", "look"): as a single-word candidate they are scored down by PARAMS["general"]; inside
# a longer phrase they are fine ("time series", "cost function").
_GENERAL = set("""
ability account act action activity addition advantage age aid air amount answer area arm
aspect attention author background bag balance base basis beginning behalf bit body book
bottom box boy building business call capacity car care career case cause center centre
century chance change character charge child choice circumstance city claim class colleague
comment community company concept concern condition consideration context contrast control
cost country couple course cover creation culture customer date day deal decade decision
degree demand department description desire detail development difference difficulty
direction discussion door doubt duty effect effort element end energy environment event
evidence example exchange existence experience explanation extent eye face fact failure
family feature feeling field figure floor focus form friend front function future game girl
goal government ground group growth guide half hand head health help history hold home hope
hour house idea image importance improvement increase individual industry influence
information interest issue item job kind knowledge lack land language law lead leader length
letter level life light limit line list look loss lot majority man manner market matter
meaning measure meeting member mind minute moment money month morning move name nature need
news night note notion number object occasion office opinion opportunity order organization
outcome output owner page pair paper part party past path people percent period person
phase picture piece place plan point policy position possibility power practice presence
pressure price principle problem process product program progress project property purpose
quality question range rate reason record reduction region relation relationship reply report
request requirement research respect response rest result return review rise role room rule
run sale scale scene school score sense series service session share shape side sign site
situation size society solution sort source space stage standard start state statement status
step story strategy strength structure student style subject success sum summary support
surface talk task team term thing thought time tip today tool top topic total town trade
trend truth turn type unit use user value variety version view volume way week whole
wife woman word work world year
add apply ask bring carry check choose create deliver exist explain feel find fit follow
hear keep know lose meet move notice pay play prove put reach read receive remember run say
sell send set spend stay stop suggest talk tell think turn understand wait walk watch win
wish write
""".split())
