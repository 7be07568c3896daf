"""Key phrases of one paper from its title and abstract (extraction guidelines §4).

No model is available, so this is candidate noun phrases plus statistics:

1. Candidates. The text is cut into runs of content words at punctuation, stopwords, common
   verbs, adverbs in -ly and (after the first word of a run) participles in -ed; a run never
   ends in an adjective-like word. Every contiguous span of 1 to 4 words of a run that ends
   in a noun-like word is a candidate ("deep neural network" also yields "neural network").
2. Keys. A candidate's key is the Porter stems of its words, lower-cased, hyphens as spaces,
   so singular/plural and hyphen/space variants share one key. ``candidate_terms`` returns
   these keys; the loader counts in how many papers each occurs (corpus_term).
3. Scores. Each candidate is scored from its frequency in title and abstract (occurrences of
   a phrase nested in a longer candidate count a little less, so that the whole term of the
   text, "fault bias estimate", is not always beaten by its part), the position of
   its first occurrence, whether it is in the title, its length and the rarity (IDF) of the
   phrase and of its words, from the corpus statistics when given, else from a small built-in
   background of very common academic words and phrases. With a corpus that has titles, the
   best candidates are then rescored by how often other papers put the phrase and its words
   in their title rather than only in their abstract (generic phrases of academic prose stay
   in abstracts); for this ``terms`` also holds TITLE_MARK-prefixed keys of the title.
   An acronym defined in the text ("generative adversarial networks (GANs)") is its long
   form: its later occurrences count for the long form, and the two take one place.
4. Selection. Best first; a candidate is skipped when it is nested in, or contains, one
   already chosen ("sparse training" and "sparse training process" are one phrase), and
   from the fifth phrase on, when it scores far below the best one.
5. Display. The surface form from the abstract (else the title), lower-cased except acronyms
   and names (all-caps, inner capitals, digits, or capitalised mid-sentence wherever the word
   occurs), with its last word in the singular where the text allows.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from operator import itemgetter
from types import MappingProxyType
from typing import Mapping

import Stemmer

__all__ = ["KeywordAnalysis", "KeywordFound", "analyse", "candidate_terms", "extract_keywords",
           "normalise_author_keyword", "rank_keywords", "stem_phrase"]

MAX_WORDS = 4
# Prefix of the corpus terms that count titles (keys are lower-case words, so never clash).
TITLE_MARK = "title:"
_MIN_TITLED = 20  # papers with a title needed before title shares mean anything
_SHARE_TOP = 20  # candidates rescored by title shares (_apply_title_shares)


@dataclass(frozen=True)
class KeywordFound:
    keyword: str  # display form per §4
    score: float  # higher is better


# ---------------------------------------------------------------------------------------------
# Word lists (written for this module).

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
              "set", "cut", "run", "benefit", "increase", "decrease", "study", "suit",
              "attempt", "claim", "deal", "drive", "offer", "answer", "gain", "state",
              "start", "view", "want", "supplement", "advance", "estimate", "aggregate",
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

# ---------------------------------------------------------------------------------------------
# Tokens and stems.

# A word (letters/digits, inner hyphens, apostrophes, dots and slashes between alphanumerics)
# or one other non-space character (a break).
# Word characters of any script, so "Rényi" and "Schrödinger" (and snake_case) stay whole.
# (Written as runs of [\w+] joined by single dots or hyphens: the same tokens as
# \w(?:\w|\+|[.\-](?=\w))*, but each run is one fast loop in the regex engine.)
_TOKEN = re.compile(r"\w[\w+]*(?:[.\-]\w[\w+]*)*|[^\s\w]")
_NUMBERISH = re.compile(r"^[0-9][0-9.\-]*(?:[a-z]{0,2}|%)$")
_SPLIT_KEY = re.compile(r"[^\W_]+")  # key parts: letters and digits of any script
_BREAK_SENTENCE = frozenset(".!?")

# The original Porter algorithm from Snowball's C library: fast, and quick to import.
_stemmer = Stemmer.Stemmer("porter")
# Entries per token cache: enough for a corpus's common words, and a bound on a worker's
# memory however many papers pass through it (at 500k entries the caches grew a worker by
# ~200 MB between a 100k- and a 500k-paper load).
CACHE_ENTRIES = 100_000
_STEM_CACHE: dict[str, str] = {}


def _stem_word(lower: str) -> str:
    """Key of one lower-cased token: Porter stems of its alphanumeric parts, space-joined."""
    stem = _STEM_CACHE.get(lower)
    if stem is None:
        parts = _SPLIT_KEY.findall(lower)
        stem = " ".join(_stemmer.stemWords(parts)) if parts else lower
        if len(_STEM_CACHE) < CACHE_ENTRIES:
            _STEM_CACHE[lower] = stem
    return stem


def stem_phrase(phrase: str) -> str:
    """The key of a free-text phrase, as in ``candidate_terms`` (for evaluation and lookups)."""
    try:
        return " ".join(_stem_word(w) for w in _SPLIT_KEY.findall(str(phrase).lower()))
    except Exception:  # pragma: no cover - defensive, never raise
        return ""


def _word_class(lower: str) -> int:
    """0: break (stop word), 1: content word that may end a phrase, 2: may not end it,
    3: participle in -ed (may start a run but not continue one), 4: adverb / break."""
    if lower in _STOP or lower in _ING_VERB or lower in _VERB:
        return 0
    if lower.endswith("ly") and len(lower) > 4 and lower not in _LY_KEEP and "-" not in lower:
        return 0
    if _NUMBERISH.match(lower):
        return 0
    if lower in _NOUN_KEEP:
        return 1
    if lower.endswith("ed") and len(lower) > 4 and lower not in _ED_KEEP:
        return 3
    if lower.endswith(_ADJ_SUFFIX) and len(lower) > 3:
        return 2
    if len(lower) == 1:
        return 0
    return 1


# ---------------------------------------------------------------------------------------------
# Analysis of one paper.


class _Doc:
    __slots__ = ("cands", "counts", "whole", "words", "word_tf", "n_tokens", "names",
                 "title_stems", "aliases")

    def __init__(self) -> None:
        # key -> (first position, in title, index of its first word in words, n words,
        # surface from the title); key -> occurrences; key of several words -> occurrences
        # not nested in a longer one; the words of all runs in order, (surface, stem, class)
        self.cands: dict[str, tuple] = {}
        self.counts: dict[str, int] = {}
        self.whole: dict[str, int] = {}
        self.words: tuple = ()
        self.word_tf: dict[str, int] = {}
        self.n_tokens = 0
        self.names: frozenset[str] = frozenset()
        self.title_stems: frozenset[str] = frozenset()
        self.aliases: Mapping[str, str] = _NO_ALIASES  # acronym key -> key of its long form


def _info(lower: str) -> tuple[int, str, bool]:
    """(class, stem key, plural) of a lower-cased token, cached."""
    info = _INFO.get(lower)
    if info is None:
        cls = _word_class(lower)
        info = (cls, _stem_word(lower) if cls else "", cls == 1 and _is_plural(lower))
        if len(_INFO) < CACHE_ENTRIES:
            _INFO[lower] = info
    return info


_INFO: dict[str, tuple[int, str, bool]] = {}

# Per surface token, everything the scan needs, so each token costs one dictionary look-up:
# (kind, lower, class, stem, plural, sets a verb context, is a verb-noun, run entry, run entry
# in a shouting title), where kind is 0 for a break (punctuation, one character), 1 for a word
# without capitals, 2 for a word with a capital. The run entries (surface, stem, class) are
# shared, not built per occurrence: fewer allocations, fewer garbage collections.
_TOKENS: dict[str, tuple] = {}
_QUOTE_OPEN = "\"'([“‘"


def _token(tok: str) -> tuple:
    entry = _TOKENS.get(tok)
    if entry is None:
        if not tok[0].isalnum():
            entry = (0, tok, 0, "", False, False, False, None, None)
        else:
            lower = tok.lower()
            cls, stem, plural = _info(lower)
            triple = (tok, stem, cls)
            entry = (1 if tok == lower else 2, lower, cls, stem, plural,
                     lower in _VERB_CONTEXT, lower in _VERB_NOUN, triple,
                     triple if tok == lower else (lower, stem, cls))
        if len(_TOKENS) < CACHE_ENTRIES:
            _TOKENS[tok] = entry
    return entry


def _analyse(title: str | None, text: str) -> _Doc:
    doc = _Doc()
    cands = doc.cands
    counts = doc.counts
    whole = doc.whole
    words: list[tuple] = []  # every run word in order: a candidate's surface is a slice
    add_word = words.append
    cap_mid: set[str] = set()
    token_cache = _TOKENS
    sentence_end = _BREAK_SENTENCE
    quote_open = _QUOTE_OPEN
    flush = _flush
    pos = 0  # tokens read so far (title and abstract)
    sources = []
    if title and isinstance(title, str):
        sources.append((title, True))
    if text and isinstance(text, str):
        sources.append((text, False))
    for source, in_title in sources:
        tokens = _TOKEN.findall(source)
        if in_title:
            letters = [t for t in tokens if t[0].isalpha()]
            # An all-caps (shouting) title carries no case information.
            shouting = len(letters) > 1 and sum(t.isupper() for t in letters) > len(letters) // 2
        else:
            shouting = False
        run: list = []  # (surface, stem, class)
        prev_break = True
        after_plural = False
        pending = None
        prev_context = False  # the previous word puts a verb after it ("we", "is", "can")
        # pos counts the current token too (as a flush after it expects); a break flushes
        # the run before it is counted.
        first = pos + 1
        for pos, tok in enumerate(tokens, first):
            kind, lower, cls, _, plural, context, verb_noun, triple, shouted = \
                token_cache.get(tok) or _token(tok)
            if not kind:
                if run:
                    flush(run, words, cands, counts, whole, pos - 1, in_title)
                    run = []
                pending = None
                after_plural = False
                prev_context = False
                prev_break = tok in sentence_end or (prev_break and tok in quote_open)
                continue
            if kind == 2:
                if shouting:
                    triple = shouted
                elif not in_title and not prev_break:
                    cap_mid.add(lower)
            prev_break = False
            if prev_context and not verb_noun:
                cls = 0
            prev_context = context
            if cls == 0:
                if run:
                    flush(run, words, cands, counts, whole, pos, in_title)
                    run = []
                pending = None
                after_plural = False
                continue
            if cls == 3 and run:
                flush(run, words, cands, counts, whole, pos, in_title)
                run = []
            elif after_plural and not run:
                # A lone word right after a plural noun is mostly a verb ("networks excel at").
                pending = triple
                after_plural = False
                continue
            if pending is not None:
                add_word(pending)
                run.append(pending)
                pending = None
            add_word(triple)
            run.append(triple)
            if plural:
                # Modifiers are singular: a plural noun ends its phrase.
                flush(run, words, cands, counts, whole, pos, in_title)
                run = []
                after_plural = True
        if run:
            flush(run, words, cands, counts, whole, pos, in_title)
        if "(" in source:
            _find_aliases(tokens, doc)
        if in_title:
            doc.title_stems = frozenset(map(_STEM, words))
        elif cap_mid:
            doc.names = _names(cap_mid, set(tokens))
    doc.n_tokens = pos
    doc.words = tuple(words)
    doc.word_tf = Counter(map(_STEM, words))
    return doc


_STEM = itemgetter(1)  # of a word (surface, stem, class)
_NO_ALIASES: Mapping[str, str] = MappingProxyType({})


def _find_aliases(tokens: list[str], doc: _Doc) -> None:
    """Acronyms defined in the text, "generative adversarial networks (GANs)": the acronym's
    key -> the key of its long form, when the long form is a candidate. Ranking counts the
    acronym's occurrences as the long form's and keeps one of the two."""
    cands = doc.cands
    token_cache = _TOKENS
    end = len(tokens) - 3  # the last "(" that can open "( ACRONYM )"
    i = -1
    while True:
        try:
            i = tokens.index("(", i + 1)
        except ValueError:
            return
        if i == 0 or i > end or tokens[i + 2] != ")":
            continue
        acronym = tokens[i + 1]
        letters = acronym[:-1] if acronym.endswith("s") and acronym[-2:-1].isupper() else acronym
        if not (1 < len(letters) <= 10 and letters[0].isalpha()
                and sum(c.isupper() for c in letters) >= 2):
            continue
        letters = letters.lower()
        for n in range(1, min(MAX_WORDS, i) + 1):
            span = [token_cache.get(t) or _token(t) for t in tokens[i - n:i]]
            if not span[0][2]:
                break  # a break or stopword: no long form this far back
            if _defines(letters, [e[1] for e in span]):
                long_key = " ".join([e[3] for e in span])
                short_key = (token_cache.get(acronym) or _token(acronym))[3]
                if n > 1 and long_key in cands and short_key and short_key != long_key:
                    if doc.aliases is _NO_ALIASES:
                        doc.aliases = {}
                    doc.aliases[short_key] = long_key
                break


def _defines(letters: str, words: list[str]) -> bool:
    """Whether lower-case ``words`` spell the acronym ``letters`` (Schwartz and Hearst's
    test: each letter, right to left, found in order, the first at the start of the first
    word)."""
    text = " ".join(words)
    if not text.startswith(letters[0]):
        return False
    li = len(text) - 1
    for si in range(len(letters) - 1, -1, -1):
        c = letters[si]
        if not c.isalnum():
            continue
        while li >= 0 and (text[li] != c or (si == 0 and li > 0 and text[li - 1].isalnum())):
            li -= 1
        if li < 0:
            return False
        li -= 1
    return True


def _names(cap_mid: set[str], tokens: set[str]) -> frozenset[str]:
    """The words capitalised mid-sentence that never occur in lower case (as a token that is
    its own lower case and starts with a letter or digit)."""
    return frozenset(w for w in cap_mid
                     if not (w in tokens and w == w.lower() and w[0].isalnum()))


def _flush(run, words, cands, counts, whole, pos, in_title) -> None:
    """Record the candidates of one run (the last words of words): cands[key] = (first
    position, in title, index of its first word in words, number of words, surface from the
    title), immutable and of plain numbers so that analyses kept in memory cost the garbage
    collector little; counts[key] = occurrences; whole[key] = occurrences of a phrase of
    several words that no longer candidate of the run contains."""
    n = len(run)
    # Trim words that may not end a phrase.
    while n and run[n - 1][2] != 1:
        n -= 1
    if not n:
        return
    start_pos = pos - len(run)
    base = len(words) - len(run)
    get = counts.get
    if n == 1:  # the most common run: one word
        key = run[0][1]
        count = get(key)
        if count is None:
            counts[key] = 1
            cands[key] = (start_pos, in_title, base, 1, in_title)
        else:
            counts[key] = count + 1
            if not in_title:
                entry = cands[key]
                if entry[4]:
                    cands[key] = (entry[0], True, base, 1, False)
        return
    stems = list(map(_STEM, run))
    for j in range(n, 0, -1):
        if run[j - 1][2] != 1:
            continue
        for i in range(j - MAX_WORDS if j > MAX_WORDS else 0, j):
            if j - i == 1:
                key = stems[i]
            else:
                key = " ".join(stems[i:j])
                if j - i == MAX_WORDS or (i == 0 and j == n):
                    whole[key] = whole.get(key, 0) + 1
            count = get(key)
            if count is None:
                counts[key] = 1
                cands[key] = (start_pos + i, in_title, base + i, j - i, in_title)
            else:
                counts[key] = count + 1
                if not in_title:
                    entry = cands[key]
                    if entry[4]:
                        # Prefer the abstract's surface (real case) to the title's.
                        cands[key] = (entry[0], True, base + i, j - i, False)


def _is_plural(word: str) -> bool:
    lower = word.lower()
    return (len(lower) > 3 and lower.endswith("s") and not lower.endswith(("ss", "us", "is"))
            and lower not in _PLURAL_KEEP)


def _singular(word: str) -> str:
    """The singular of a plural head word, keeping its case; the word itself if unsure."""
    if not _is_plural(word):
        return word
    if word[:-1].isupper() and len(word) > 2:  # "LLMs" -> "LLM"
        return word[:-1]
    if any(c.isupper() for c in word[1:]):  # names such as "GFlowNets"
        return word
    lower = word.lower()
    if lower.endswith(("ices", "yses", "theses")):
        for plural, singular in _IRREGULAR_ENDINGS:
            if lower.endswith(plural):  # "rotation matrices" -> "rotation matrix"
                stem = word[:-len(plural)]
                return stem + singular if stem else word[0] + singular[1:]
    if lower.endswith("ies") and len(lower) > 4:
        return word[:-3] + ("Y" if word[-3].isupper() else "y")
    if lower.endswith(("sses", "shes", "ches", "xes", "zes")):
        return word[:-2]
    if lower.endswith(("ves",)) and lower[:-3] in ("lea", "hal", "shel", "wol", "kni", "li"):
        return word  # irregular; leave it
    return word[:-1]


# Plurals in -ices, -yses and -theses whose singular is not the word less "s" ("devices" and
# "services" are regular).
_IRREGULAR_ENDINGS = (("matrices", "matrix"), ("vertices", "vertex"), ("indices", "index"),
                      ("simplices", "simplex"), ("appendices", "appendix"),
                      ("cortices", "cortex"), ("yses", "ysis"), ("theses", "thesis"))


def _display_word(word: str, names: frozenset[str]) -> str:
    if word.islower() or not any(c.isalpha() for c in word):
        return word
    lower = word.lower()
    rest = word[1:]
    # Acronyms and names: several capitals, inner capitals, or letters mixed with digits.
    if any(c.isupper() for c in rest) or (any(c.isdigit() for c in word) and word[0].isupper()):
        return word
    # A capitalised word is a name when it is capitalised mid-sentence and never lower-case.
    if lower in names:
        return word
    return lower


def _display(surface: list, doc) -> str:
    names = doc.names
    words = [_display_word(t[0], names) for t in surface]
    last = words[-1]
    singular = _SINGULARS.get(last)
    if singular is None:
        singular = _singular(last)
        if len(_SINGULARS) < CACHE_ENTRIES:
            _SINGULARS[last] = singular
    words[-1] = singular
    return " ".join(words)


_SINGULARS: dict[str, str] = {}


# ---------------------------------------------------------------------------------------------
# Public API.


@dataclass(frozen=True, eq=False, slots=True)
class KeywordAnalysis:
    """One paper analysed once: what the loader counts (``terms``) and what ranking needs.

    Read-only by convention: the mappings inside are shared, not copied.
    """

    terms: frozenset[str]  # candidate keys and word stems, counted into corpus_term
    candidates: Mapping[str, tuple]  # key -> (first position, in title, first word, n words, _)
    counts: Mapping[str, int]  # key -> occurrences in title and abstract
    whole: Mapping[str, int]  # key of several words -> occurrences not nested in a longer one
    word_tf: Mapping[str, int]  # word stem -> occurrences in title and abstract
    n_tokens: int
    names: frozenset[str]  # words capitalised mid-sentence in the abstract, never lower-case
    title_stems: frozenset[str] = frozenset()  # word stems of the title
    words: tuple = ()  # (surface, stem, class) of the run words: candidates' surfaces
    aliases: tuple = ()  # (acronym key, key of its long form) of acronyms defined in the text


_EMPTY = KeywordAnalysis(frozenset(), {}, {}, {}, {}, 0, frozenset())


def analyse(title: str | None, text: str) -> KeywordAnalysis:
    """Analyse one paper's title and abstract once, for ``terms`` and ``rank_keywords``."""
    try:
        doc = _analyse(title, text)
        cands = doc.cands
        if not cands and not doc.word_tf:
            return _EMPTY
        return KeywordAnalysis(_terms(doc), cands, doc.counts, doc.whole, doc.word_tf,
                               doc.n_tokens, doc.names, doc.title_stems, doc.words,
                               tuple(doc.aliases.items()))
    except Exception:  # never raise on odd input
        return _EMPTY


def lookup_keys(analysis: KeywordAnalysis) -> frozenset[str]:
    """Every corpus count that ranking may read for this paper (its terms, and the title
    counts of each candidate and word), fetched for it alone: a paper's keywords must depend
    on its text and the corpus, never on which papers share its batch or its worker."""
    return analysis.terms.union([TITLE_MARK], [TITLE_MARK + k for k in analysis.candidates],
                                [TITLE_MARK + w for w in analysis.word_tf])


def _terms(doc: _Doc) -> frozenset[str]:
    """Candidate keys and word stems, plus TITLE_MARK and TITLE_MARK + each key and stem of
    the title when there is one, so that the corpus also counts titles (_apply_title_shares)."""
    terms = set(doc.cands)
    terms.update(doc.word_tf)
    if doc.title_stems:
        terms.add(TITLE_MARK)
        terms.update([TITLE_MARK + k for k, c in doc.cands.items() if c[1] and " " in k])
        terms.update([TITLE_MARK + k for k in doc.title_stems])
    return frozenset(terms)


def candidate_terms(title: str | None, text: str) -> set[str]:
    """The distinct candidate keys of one paper (Porter stems, lower-case, space-joined)."""
    return set(analyse(title, text).terms)


def extract_keywords(
    title: str | None,
    text: str,
    document_count: Mapping[str, int] | None = None,
    n_documents: int = 0,
    limit: int = 10,
) -> list[KeywordFound]:
    """Up to ``limit`` key phrases of one paper, best first."""
    return rank_keywords(analyse(title, text), document_count, n_documents, limit)


def rank_keywords(
    analysis: KeywordAnalysis,
    document_count: Mapping[str, int] | None = None,
    n_documents: int = 0,
    limit: int = 10,
) -> list[KeywordFound]:
    """Up to ``limit`` key phrases of an analysed paper, best first.

    ``document_count`` maps keys (``KeywordAnalysis.terms``) to the number of papers of the
    corpus containing them, ``n_documents`` is the corpus size; without them a small built-in
    background of common academic words stands in.
    """
    try:
        return _rank(analysis, document_count, n_documents, limit)
    except Exception:  # never raise on odd input
        return []


# Scoring weights, tuned on the tune halves of Inspec, kdd, www, SemEval and ICLR 2018 author
# keywords and checked on the other halves (bench/quality_keywords.py). Inspec (keys of
# annotators, ~14 a paper) and author keywords (~4) pull apart: most weights, and above all
# cut/min_keep, trade one against the other.
PARAMS = {
    "tf_exp": 0.6,        # phrase frequency exponent
    "nested": 0.15,       # an occurrence nested in a longer candidate counts 1 - this
    "title": 1.5,         # bonus factor for a phrase in the title
    "pos": 1.0,           # weight of early first occurrence
    "len1": 0.65,         # factor for single words
    "len_exp": 0.95,      # phrase length exponent
    "word_idf": 1.5,      # weight of the mean word score (vs phrase IDF)
    "word_tf": 0.0,       # exponent of word frequency in the word scores
    "idf_exp": 0.4,       # dampens IDF (general field terms are often author keywords)
    "cut": 0.13,          # drop phrases scoring below this share of the best one ...
    "min_keep": 4,        # ... but only once this many are chosen
    "kp": 4.0,            # keyphraseness: weight of the corpus use of a phrase
    "kp1": 0.0,           # ... of a single word
    "general": 0.2,       # factor for a single everyday word (_GENERAL)
    "share": 0.3,         # exponent of a phrase's title share in the corpus (_apply_title_shares)
    "word_share": 0.35,   # ... of the mean title share of its words
    "share_base": 0.12,   # the title share that counts as neutral (factor 1)
    "share_smooth": 3.0,  # pseudo-papers pulling a rare phrase's share to the neutral one
    "share_cap": 3.0,     # most a share counts, as a multiple of share_base: a phrase in
                          # every title is the corpus's field, not this paper's topic
    "alias_merge": 1,     # 1: an acronym's occurrences count for its long form (0: not)
}

_TABLES: dict[tuple, dict[int, tuple[float, float, float]]] = {}


def _df_table(n_documents: int, p: Mapping[str, float]):
    """df -> (dampened IDF, keyphraseness factor of a phrase, of a word) for a corpus of
    ``n_documents``, memoised per corpus size and weights (the loader ranks many papers
    against one corpus)."""
    idf_exp, kp, kp1 = p["idf_exp"], p["kp"], p["kp1"]
    signature = (n_documents, idf_exp, kp, kp1)
    table = _TABLES.get(signature)
    if table is None:
        if len(_TABLES) > 8:
            _TABLES.clear()
        table = _TABLES[signature] = {}
    top = n_documents + 1.0
    log_n = math.log(n_documents + 2.0)
    log, log1p = math.log, math.log1p

    def stats(df: int) -> tuple[float, float, float]:
        value = table.get(df)
        if value is None:
            clipped = min(max(df, 0), n_documents)
            # Keyphraseness: a phrase that other papers of the corpus also use is an
            # established term ("reinforcement learning"), which authors tend to choose.
            others = log1p(max(clipped - 1, 0)) / log_n
            value = (log(top / (clipped + 0.5)) ** idf_exp, 1.0 + kp * others,
                     max(1.0 + kp1 * others, 0.05))
            if len(table) < 1_000_000:
                table[df] = value
        return value

    return stats, table


@lru_cache(maxsize=8)
def _powers(exponent: float) -> tuple[float, ...]:
    """c ** exponent for the small counts c < 32 (memoised per weight)."""
    return tuple(c ** exponent for c in range(32))


@lru_cache(maxsize=8)
def _length_factors(exponent: float, single: float) -> tuple[float, ...]:
    """Factor per phrase length in words (index 0 unused); single words also by ``single``."""
    factors = [0.0] + [n ** exponent for n in range(1, MAX_WORDS + 1)]
    factors[1] *= single
    return tuple(factors)


def _background_stats(key: str, p: Mapping[str, float]) -> tuple[float, float, float]:
    df = _BACKGROUND_WORDS.get(key) or _BACKGROUND_KEYS.get(key)
    return (math.log(1000.0 / df) if df else _DEFAULT_IDF) ** p["idf_exp"], 1.0, 1.0


def _rank(analysis, document_count, n_documents, limit) -> list[KeywordFound]:
    if not isinstance(limit, int) or limit <= 0 or not isinstance(analysis, KeywordAnalysis):
        return []
    cands = analysis.candidates
    if not cands:
        return []
    p = PARAMS
    if document_count and isinstance(n_documents, int) and n_documents > 0:
        get_df = document_count.get
        stats, table = _df_table(n_documents, p)
        table_get = table.get
        max_idf = stats(1)[0]
        titled = document_count.get(TITLE_MARK, 0) >= _MIN_TITLED

        def lookup(key: str) -> tuple[float, float, float]:
            df = get_df(key, 0) or 0
            return table_get(df) or stats(df)

        def lookups(keys) -> list[tuple[float, float, float]]:
            return [table_get(df) or stats(df) for df in [get_df(k, 0) or 0 for k in keys]]
    else:
        max_idf = _DEFAULT_IDF ** p["idf_exp"]
        titled = False

        def lookup(key: str) -> tuple[float, float, float]:
            return _background_stats(key, p)

        def lookups(keys) -> list[tuple[float, float, float]]:
            return [_background_stats(k, p) for k in keys]

    wtf_exp = p["word_tf"]
    if wtf_exp:
        word_score = {stem: lookup(stem)[0] * tf ** wtf_exp
                      for stem, tf in analysis.word_tf.items()}
    else:
        stems = list(analysis.word_tf)
        word_score = dict(zip(stems, [v[0] for v in lookups(stems)]))
    tf_exp = p["tf_exp"]
    tf_factor = _powers(tf_exp)
    pos_w = p["pos"]
    pos_step = pos_w / max(analysis.n_tokens, 1)
    pos_base = 1.0 + pos_w
    title_w = p["title"]
    word_w = p["word_idf"]
    single_w = word_w + 1.0
    length_factor = _length_factors(p["len_exp"], p["len1"])
    general_w = p["general"]
    general_keys = _GENERAL_KEYS
    nested_w = p["nested"]
    scored = []
    append = scored.append
    counts = analysis.counts
    whole = analysis.whole
    keys = list(cands)
    partner: dict[str, str] = {}
    if analysis.aliases:
        # An acronym defined in the text is its long form: its occurrences count for the long
        # form ("GAN" five times after "generative adversarial networks (GANs)"), and the two
        # take one place in the list.
        counts = dict(counts)
        whole = dict(whole)
        for short, long in analysis.aliases:
            n = counts.get(short, 0) - 1  # the definition's acronym is one occurrence
            if n > 0 and p["alias_merge"]:
                counts[long] += n
                whole[long] = whole.get(long, 0) + n
            partner[short] = long
            partner[long] = short
    words = analysis.words
    for key, (first, in_title, start, n_words, _), (idf, keyphraseness, word_kp) in zip(
            keys, cands.values(), lookups(keys)):
        count = counts[key]
        if n_words == 1:
            score = single_w * word_score[key] * word_kp
            if key in general_keys:
                score *= general_w
            tf = tf_factor[count] if count < 32 else count ** tf_exp
        else:
            total = 0.0
            for t in words[start:start + n_words]:
                total += word_score[t[1]]
            score = (word_w * total / n_words + idf) * keyphraseness
            nested = count - whole.get(key, 0)
            tf = (count - nested_w * nested) ** tf_exp if nested else \
                tf_factor[count] if count < 32 else count ** tf_exp
        score *= tf * (pos_base - pos_step * first) * length_factor[n_words]
        if in_title:
            score *= title_w
        append((score, key, start, n_words))
    scored.sort(key=_SCORE, reverse=True)
    if titled:
        scored = _apply_title_shares(scored, analysis, document_count, p, limit)

    # A phrase scoring far below the best one is left out once ``min_keep`` are chosen: it
    # mostly costs precision on papers with few key phrases. A caller asking for more than
    # the 10 of §4 gets the full ranking.
    floor = scored[0][0] * p["cut"] if limit <= 10 else 0.0
    min_keep = p["min_keep"]
    chosen: list[KeywordFound] = []
    chosen_keys: list[str] = []
    shown: set[str] = set()
    paired: set[str] = set()
    for score, key, start, n_words in scored:
        if score < floor and len(chosen) >= min_keep:
            break
        padded = f" {key} "
        if chosen_keys:
            # One phrase in one form: none nested in, containing or overlapping a chosen one.
            if _nested(padded, chosen_keys):
                continue
            if " " in key and _overlaps(key, chosen_keys):
                continue
        display = _display(words[start:start + n_words], analysis)
        low = display.lower()
        if low in shown:
            continue
        if partner and key in partner:
            if key in paired:
                continue  # the acronym of a chosen long form, or the reverse
            paired.add(partner[key])
        shown.add(low)
        chosen_keys.append(padded)
        chosen.append(KeywordFound(display, round(score / max(max_idf, 1e-9), 6)))
        if len(chosen) >= limit:
            break
    return chosen


def _apply_title_shares(scored, analysis, document_count, p, limit):
    """Rescore the best candidates by how often other papers of the corpus have the phrase
    (and its words) in their title rather than only in their abstract: titles name topics
    ("graph neural network"), abstracts also carry the generic phrases of academic prose
    ("theoretical analysis", "open problem"). A corpus-derived list of generic phrases, not a
    hand-made one per field.

    Only the first ``_SHARE_TOP`` (or 2 * limit) candidates are rescored, for speed (the
    loader ranks every paper); the rest follow in their order, as fill when nested phrases
    are skipped: a factor is at most share_cap ** (share + word_share), so they rarely
    belong higher."""
    get = document_count.get
    smooth, base, cap = p["share_smooth"], p["share_base"], p["share_cap"]
    prior = base * smooth
    phrase_exp, word_exp = p["share"], p["word_share"]
    cands = analysis.candidates
    title_stems = analysis.title_stems
    word_factor: dict[str, float] = {}

    def factor(key: str, own_title: bool, exponent: float) -> float:
        # This paper's own use is left out: its title already earns the title bonus. (The
        # counts may also predate this paper: never below zero.)
        df = get(key, 1) - 1
        tdf = get(TITLE_MARK + key, 0) - own_title
        ratio = ((tdf if tdf > 0 else 0) + prior) / ((df if df > 0 else 0) + smooth) / base
        return (ratio if ratio < cap else cap) ** exponent

    out = []
    top = max(_SHARE_TOP, 2 * limit)
    words = analysis.words
    for score, key, start, n_words in scored[:top]:
        score *= factor(key, cands[key][1], phrase_exp)
        if n_words > 1:
            total = 0.0
            for t in words[start:start + n_words]:
                f = word_factor.get(t[1])
                if f is None:
                    f = word_factor[t[1]] = factor(t[1], t[1] in title_stems, word_exp)
                total += f
            score *= total / n_words
        out.append((score, key, start, n_words))
    out.sort(key=_SCORE, reverse=True)
    out += scored[top:]
    return out


def _nested(padded: str, chosen_keys: list[str]) -> bool:
    """Whether a padded key is nested in, or contains, a chosen (padded) one."""
    for k in chosen_keys:
        if padded in k or k in padded:
            return True
    return False


def _overlaps(key: str, chosen_keys: list[str]) -> bool:
    """Whether a phrase overlaps a chosen one, the end of one being the start of the other
    ("time series" and "series forecasting")."""
    words = key.split(" ")
    for n in range(1, len(words)):
        head = " " + " ".join(words[:n]) + " "
        tail = " " + " ".join(words[n:]) + " "
        for k in chosen_keys:
            if k.endswith(head) or k.startswith(tail):
                return True
    return False


_SCORE = itemgetter(0)  # sort key of (score, key, first word, n words)
_DEFAULT_IDF = math.log(1000.0 / 8.0)
_BACKGROUND_KEYS = {stem_phrase(p): df for p, df in _BACKGROUND_PHRASES.items()}
_BACKGROUND_WORDS = {stem_phrase(w): df for w, df in _BACKGROUND_WORDS.items()}
_GENERAL_KEYS = frozenset(stem_phrase(w) for w in _GENERAL)


# ---------------------------------------------------------------------------------------------
# Author keywords.

_JUNK = {"", "n/a", "na", "none", "null", "nil", "-", "--", "tbd", "todo", "keywords", "keyword",
         "etc", "other", "others", "misc", "none.", "n.a."}
_EDGE = " \t\r\n.,;:!?\"'`“”‘’()[]{}<>*#|_~•·-–—/\\"


def normalise_author_keyword(raw: str) -> str | None:
    """Clean one author-given keyword, or None when nothing usable is left."""
    try:
        if not isinstance(raw, str):
            return None
        text = " ".join(raw.replace("\u00a0", " ").split())
        text = text.strip(_EDGE)
        # Author keywords are the authors' data: kept even when long (some run several
        # keywords together without separators); only what cannot be a keyword is dropped.
        if not text or len(text) > 200 or text.lower() in _JUNK:
            return None
        if not any(c.isalpha() for c in text):
            return None
        words = text.split(" ")
        all_caps = len(words) > 1 and all(w.isupper() for w in words if any(c.isalpha() for c in w))
        # In a keyword that starts lower-case, a capitalised later word is a name
        # ("deep Q-learning", "variational Bayes").
        sentence_case = words[0][:1].islower()
        out = []
        for index, w in enumerate(words):
            if all_caps and not any(c.isdigit() for c in w) and len(w) > 4:
                out.append(w.lower())
            elif w.islower() or not any(c.isalpha() for c in w):
                out.append(w)
            elif any(c.isupper() for c in w[1:]) or any(c.isdigit() for c in w):
                out.append(w)  # acronym or name: "MoE", "GFlowNets", "GPT-4"
            elif sentence_case and index > 0:
                out.append(w)
            else:
                out.append(w.lower())
        result = " ".join(out)
        return result or None
    except Exception:
        return None
