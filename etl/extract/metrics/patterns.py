"""Context patterns: the words before or after a number that the acceptance rules, kinds,
qualifiers and subjects read.
"""

from __future__ import annotations

import re

# The hedges a number may carry, as written before it ("up to 2x", "more than 40%")
_HEDGE = r"(?:up\s+to|over|more\s+than|about|around|approximately|roughly|nearly|almost|at\s+least|as\s+much\s+as)"
# ... with those of an upper bound and "only" ("to less than 2 days", "with under 1% overhead")
_ANY_HEDGE = r"(?:" + _HEDGE + r"|less\s+than|fewer\s+than|under|below|only|just)"
# ... and any run of them, or of "only", "between" or a sign, that ends right before it
_TAIL_HEDGES = r"(?:(?:" + _HEDGE + r"|between|only|just)\s+|[~≈<>≤≥]\s*)*$"


# --------------------------------------------------------------------------------------------
# Context patterns
# --------------------------------------------------------------------------------------------
# (one capital, "&" and one capital are one token: "J&F"; "AP&AR" is two)
_TOKEN = re.compile(r"(?<![\w\-])(?:[A-Z]&[A-Z](?!\w)|[A-Za-z][\w\-@/.']*[\w]|[A-Za-z])")
_QUALIFIER_BEFORE = re.compile(
    r"(?:\b(?P<q>up[\s\-]+to|as\s+much\s+as|as\s+high\s+as|a\s+maximum\s+of|over|more\s+than|greater\s+than|higher\s+than|"
    r"less\s+than|fewer\s+than|under|below|above|exceeding|about|around|approximately|approx\.|roughly|"
    r"nearly|almost|close\s+to|at\s+least|at\s+most|within|an\s+average\s+of|on\s+average|a\s+maximum|maximum)|(?P<s>~|≈|∼|<|>|≤|≥))"
    r"\s*(?:by\s+|of\s+)?(?:an\s+average\s+of\s+|average\s+of\s+|an?\s+)?$",
    re.IGNORECASE,
)
_QUALIFIER_MAP = {
    "up to": "up to", "as much as": "up to", "as high as": "up to", "a maximum of": "up to",
    "over": "over", "above": "over", "exceeding": "over", "more than": "more than",
    "greater than": "more than", "higher than": "more than", "up-to": "up to", "less than": "less than", "fewer than": "less than",
    "under": "less than", "below": "less than", "about": "about", "around": "about",
    "approximately": "about", "approx.": "about", "roughly": "about", "close to": "about",
    "nearly": "nearly", "almost": "nearly", "at least": "at least", "at most": "up to",
    "within": "within", "a maximum": "up to", "maximum": "up to", "~": "about", "≈": "about", "∼": "about", "<": "less than",
    ">": "more than", "≤": "up to", "≥": "at least",
}
# Words right before a number that make it a set-up size, a count or a bound, not a result.
_REJECT_BEFORE = re.compile(
    r"(?:(?<![\w\-])(?:top|(?<!reciprocal\s)rank|layer|layers|epoch|epochs|step|steps|batch\s+size|size|dimension|dim|version|type|"
    r"v|level|stage|phase|Eq|Eqs|Equation|Fig|Figure|Table|Tab|Section|Sec|Appendix|Theorem|Lemma|"
    r"k|K|N|n|T|d|p|q|m|M|r|L|H|alpha|beta|gamma|lambda|eta|epsilon|delta|(?<![Kk]endall['’]s\s)(?<![Kk]endall\s)tau|sigma|seed|"
    r"rate\s+of\s+O|order|degree|resolution|length|window|horizon|budget|temperature|threshold|"
    r"learning\s+rates?|lr|weight\s+decay|dropout|(?:dropout|mask(?:ing)?|decay|smoothing)\s+(?:rates?|ratios?|probability)|ratio\s+of|coefficient|confidence|quantile|"
    r"percentile|bottom|first|last|every|per|each|within\s+the\s+top|using|with\s+only|with\s+just|"
    r"at\s+most|trained\s+on|trained\s+for|pre-?trained\s+on|on\s+only|from\s+only|only)\s*(?:=|:|\bof\b)?\s*$)"
    r"|(?:[=≤≥<>^_/\\@#(]\s*$)"
)
_PCT_SETUP_AFTER = re.compile(
    r"^\s*\)?\s*(?:of\s+(?:the\s+|all\s+|its\s+|their\s+)?(?:[\w\-]+\s+){0,2}"
    r"(?:data|dataset|datasets|training|labels?|labell?ed|annotat\w*|samples?|examples?|images?|"
    r"parameters|params|weights|modules?|neurons|layers|tokens|corpus|queries|instances|"
    r"demonstrations|trajectories|nodes|edges|users|clients|points|pixels|patches|budget|"
    r"population|participants|documents|texts?|features|heads|channels|experts)\b"
    r"|(?:label(?:l?ed)?|annotat\w*|training|noise|noisy|sparsity|masking|mask|corrupt\w*|missing|"
    r"confidence|quantile|percentile|CI\b|credible|of\s+the\s+time|of\s+cases|outliers?|"
    r"subsampl\w*|subset|poison\w*|contaminat\w*|pruned|pruning\s+ratio|dropout|"
    r"(?:of\s+)?(?:the\s+)?(?:full|whole|entire)\s+(?:data|dataset|training))\b"
    # "with 40% parameters left": the part kept is the set-up
    r"|(?:[\w\-]+\s+){1,2}(?:left|remaining|retained|kept|activated)\b"
    r"|(?:[\w\-]+\s+)?budget\b)",  # "for 25% feature budget": the budget allowed is the set-up
    re.IGNORECASE,
)
_PCT_SETUP_BEFORE = re.compile(
    r"(?:\b(?:with|using|on|under|at|given|keeping|retaining|removing|masking|pruning|"
    r"training|tuning|fine-tuning|sampling|adding|injecting|corrupting|dropping)\s+(?:(?:parameters|params|weights|data)\s+)?"
    r"(?:only\s+|just\s+|a\s+|the\s+|about\s+|roughly\s+|approximately\s+|up\s+to\s+|less\s+than\s+|"
    r"fewer\s+than\s+|<\s*|~\s*)*$)|(?:\b(?:top|bottom|first|last)\s*-?\s*$)"
    r"|(?:\b(?:mask(?:ing)?|drop(?:out)?|drop\s+path|learning|label\s+noise|noise|mixing|warm-?up|"
    r"masking\s+ratio|mask\s+ratio|corruption)\s*(?:ratio|rate|level|probability)?\s*(?:of|=|:)?\s*$)"
    # "at a high sparsity level of 70%", "across subset ratios from 5% to 30%": the settings the
    # results are measured at
    r"|(?:\b(?:at|under)\s+(?:an?\s+|the\s+)?(?:[\w\-]+\s+){0,3}(?:level|ratio|rate|budget)\s+of\s*$)"
    r"|(?:\b(?:at|under|across|for)\s+(?:the\s+|different\s+|various\s+|varying\s+)?(?:[\w\-]+\s+){0,2}"
    r"(?:levels|ratios|rates|budgets)\s+(?:of\s+|from\s+|between\s+)(?:\d+(?:\.\d+)?\s?%?\s*(?:to|and|-|–)\s*)?$)"
    r"|(?:\bwith\s+(?:an?\s+|the\s+)?(?:[\w\-]+\s+){0,3}(?:level|ratio|budget)\s+of\s*$)"
    # "for sparsity levels above 90%", "past sparsity levels of more than 96%", "high sparsity
    # ratios (e.g. 75%)": the sparsity the results hold at
    r"|(?:\b(?:at|for|past|with|under|across|beyond)\s+(?:[\w\-]+\s+){0,2}?sparsity\s+(?:levels?|ratios?|rates?)\s*(?:(?:of|above|below|beyond|over|more\s+than|less\s+than|up\s+to)\s+|"
    r"\(\s*e\.\s?g\.,?\s+)+$)",
    re.IGNORECASE,
)
# A word right after a bare number is what it counts ("3 data sets"), unless it is a function
# word that ends the quantity ("a BLEU of 30.1 on WMT14", "FID from 8.87 to 7.11")
_COUNT_AFTER = re.compile(
    r"^\s?(?:-\s?)?(?!(?:on|in|for|at|and|or|with|compared|than|vs|versus|while|which|when|to|"
    r"across|over|respectively|under|against|without|from|after|using|by|is|are|was|were|as)\b)"
    r"(?:[A-Za-z]|\()", re.IGNORECASE
)
_BACKGROUND_BEFORE = re.compile(
    r"\b(?:accounts?\s+for|accounting\s+for|responsible\s+for|occup(?:y|ies|ying)|consum(?:e|es|ing)|"
    r"constitut(?:e|es|ing)|makes?\s+up|taking\s+up|takes?\s+up|comprises?|dominat\w+)\s+"
    r"(?:up\s+to\s+|over\s+|more\s+than\s+|about\s+|around\s+|nearly\s+|almost\s+|roughly\s+|"
    r"approximately\s+|at\s+least\s+|~\s*|≈\s*|\d+(?:\.\d+)?\s?%?\s?[-–]\s?)*$", re.IGNORECASE)
_COST_MODIFIERS = r"trainable|learnable|tunable|tuned|additional|extra|model(?!\s+size)"
_COST_OF = re.compile(
    r"^\s*(?:of\s+(?:the\s+|its\s+|their\s+|[\w\-]+['’]s\s+)?(?:(?!model\s+size|(?:" + _COST_MODIFIERS + r")\s)\w+\s+)?"
    r"(?:[\w\-]+['’]s\s+)?)?(?:(?P<costmod>" + _COST_MODIFIERS + r")\s+)?(?P<cost>parameter\s+counts?|parameters|params|FLOPs|MACs|compute|computation|memory|training\s+time|"
    r"inference\s+time|energy|training\s+cost|model\s+size|size|computational\s+cost|latency|runtime|GPU[- ]hours|data|labels)\b(?!\s+(?:footprint|usage|consumption))")
_RETAINED_LEVEL = re.compile(r"^\s*of\s+(?:the\s+|its\s+|their\s+)?(?P<mods>(?:[\w\-]+\s+){0,2})"
                            r"(?P<q>performance|accuracy|quality)\b", re.IGNORECASE)
_ONLY_BEFORE = re.compile(r"\b(?:only|just|merely|a\s+mere)\s+(?:using\s+|requiring\s+|needing\s+|with\s+)?"
                          r"(?:about\s+|roughly\s+|around\s+|~\s*)?$", re.IGNORECASE)
# ... also "with only/just" inside a clause ("match SOTA with just 25% of the original training
# data"), but not "With only 10% of the labels, ..." opening a sentence: a condition
_USING_ONLY_BEFORE = re.compile(r"(?:\b(?:(?:using|requiring|needing|uses|requires|needs)\s+only|only\s+(?:using|requiring|needing))"
                                r"|(?<=\w\s)with\s+(?:only|just|merely))"
                                r"\s+(?:about\s+|roughly\s+|around\s+|~\s*)?$", re.IGNORECASE)
# "utilizing only 74% of the parameters and 20% of the computation": the second cost of the pair
_ONLY_MATE_BEFORE = re.compile(r"\b(?:only|just|merely)\s+(?:using\s+|requiring\s+|needing\s+|with\s+)?"
                               r"\d+(?:\.\d+)?\s?%\s+of\s+(?:the\s+|its\s+|their\s+)?[\w\-]+(?:\s+[\w\-]+)?\s+and\s+$",
                               re.IGNORECASE)
# "while using less than 0.4% of learnable parameters": the cost the method runs at
_WHILE_USING_BEFORE = re.compile(r"\bwhile\s+(?:only\s+)?(?:using|requiring|needing|training)\s+(?:only\s+)?"
                                 r"(?:less\s+than\s+|fewer\s+than\s+|about\s+|around\s+|roughly\s+|~\s*)?$",
                                 re.IGNORECASE)
_DATA_NOUNS = r"(?:data|dataset|images|labels|samples|examples|annotations)"
_SHARE_OF_START = r"^\s*of\s+(?:(?:the|its|their|required|respective)\s+)*"
_DATA_SHARE_OF = re.compile(_SHARE_OF_START + r"(?P<data>(?:[a-z][\w\-]*\s+){0,3}" + _DATA_NOUNS + r")\b")
# ... and after "only", a share of any counted things ("utilizing only 30% of the projected image frames")
_COUNTED_THINGS = (r"(?:(?!(?:for|on|in|at|to|by|with|from|as|is|are|was|were|this|these|its)\s)[a-z][\w\-]*\s+){0,3}"
                   # the things, a plural noun: not "with only 10% this time", "5% is required"
                   r"(?!(?:is|was|has|as|this|thus|its|less|across|does|plus|whereas|us)\b)[a-z][\w\-]*s")
_COUNTED_SHARE_OF = re.compile(_SHARE_OF_START + r"(?P<data>" + _COUNTED_THINGS + r")\b(?!\s+of\b)")
# ... or without "of" after "using / with only" ("with only 8% labeled points"), where a
# participle after the things says which ("with only 13.5% voxels labeled")
_COUNTED_SHARE = re.compile(r"^\s+(?P<data>" + _COUNTED_THINGS + r"(?:\s+(?:labell?ed|annotated))?)\b(?!\s+of\b)")
# ... but not a baseline's share: "The baseline, using only 20% of the images, fails" (a
# condition, "When using only 10% of the training samples", is one for any share: _not_this_work)
_OTHERS_SUBJECT = re.compile(r"\s*(?:(?:[Tt]he|[Aa]ll|[Tt]hese|[Ee]xisting|[Pp]rior|[Pp]revious)\s+)?"
                             r"(?:baselines?|methods|approaches)\b")
_DATA_NAME = re.compile(r"\b" + _DATA_NOUNS + r"$")
_TIMES_COMPARATIVE = re.compile(r"^\s+(?:faster|slower|more|less|fewer|higher|lower|larger|smaller|better|cheaper|"
                                r"quicker|speed-?ups?|as\b|acceleration|reduction|improvement|compression|greater|increase|the|"
                                r"improved|reduced|increased|real-?time)")
_BY_OF_BEFORE = re.compile(
    r"\b(?:by|of)\s+(?:an?\s+(?:factor|average|median)\s+of\s+)?(?:" + _HEDGE + r"\s+)*"
    r"(?:\d+(?:\.\d+)?\s*(?:-|–|to|and)\s*)?$"
    # "an impressive speedup in latency and throughput up to 2.28 times": the hedged factor of a speed-up
    r"|\bup\s+to\s+$",
    re.IGNORECASE)
_RESOLUTION = re.compile(r"^\s?[x×]\s?\d")
_IMPROVE_NEAR = re.compile(
    r"(?:\bby|\bmargin\s+of|\bmargin|\bimprovements?\s+of|\bimprovements?(?=\s+up\s+to\s)|\bspeed-?ups?\s+of|\baccelerations?\s+of|\bgains?\s+of|\bincreases?\s+of|"
    r"\breductions?\s+of|\bdecreases?\s+of|\bboosts?\s+of|\bdrops?\s+of|\bdegradations?\s+of|"
    r"\bsacrificing|\blosing|\bsaves?|\bsaving|\bcuts?|\bcutting|\bimproves?|\bimproving|\bboosts?|"
    r"\bboosting|\breduces?|\breducing|\bincreases?|\bincreasing|\bgains?|\bgaining|\blowers?|"
    r"\blowering|\benhances?|\benhancing|\boutperforms?|\boutperforming|\bsurpass\w*|\bexceeds?|"
    r"\bexceeding|\bbeats?|\b(?:reduc|improv|increas|decreas|boost|lower|enhanc|outperform|acceler|"
    r"shrunk|compress|sav|rais|cut)(?:ed|es)?(?<=d|s))\s*(?:an?\s+|the\s+|average\s+of\s+|an\s+average\s+of\s+|of\s+|only\s+|"
    r"(?:median|mean|average)\s+of\s+|[<>≤≥]\s*|"
    r"a\s+wide\s+margin\s*|wide\s+margin\s*|\(|up\s+to\s+|over\s+|more\s+than\s+|nearly\s+|almost\s+|between\s+|"
    r"about\s+|around\s+|approximately\s+|roughly\s+|at\s+least\s+|as\s+much\s+as\s+|less\s+than\s+|"
    r"close\s+to\s+|~\s*|≈\s*|\+\s*)*$",
    re.IGNORECASE,
)
_IMPROVE_AFTER = re.compile(
    r"^\s*(?:\)?\s*)(?:absolute\s+|relative\s+|average\s+|overall\s+|performance\s+|accuracy\s+)?"
    r"(?:improvements?|gains?|increases?|reductions?|decreases?|boosts?|drops?|degradation|"
    r"higher|lower|better|worse|more|less|fewer|faster|slower|cheaper|smaller|larger|shorter|superior|"
    r"speed-?ups?|lift|uplift|advantage|margin|relative\s+improvement|absolute\s+improvement|"
    r"improvement|increment|enhancement|savings?|acceleration|improved|increased|reduced|decreased)\b",
    re.IGNORECASE,
)
# "from up to 100% to 0%": a hedge on the from-number still makes it the baseline
_FROM = re.compile(r"\bfrom\s*(?:the\s+(?:baseline|original|previous|current)(?:['’]s)?\s+|[A-Za-z][\w@.\-]*\s*[=:]\s*)?"
                   r"(?:(?:" + _HEDGE + r"|~|≈)\s*)?$", re.IGNORECASE)
_CITATION_YEAR = re.compile(r"^(?:1[89]\d\d|20\d\d)[a-z]?$")
_RESPECTIVELY = re.compile(r"\brespectively\b", re.IGNORECASE)
_CLAUSE_BREAK = re.compile(r"[;]|\bwhile\b|\bwhereas\b|, and\b|\bbut\b")
_SUBJECT_STOP = {"The", "This", "Our", "We", "It", "In", "On", "For", "Moreover", "Furthermore",
                 "Specifically", "Notably", "Additionally", "However", "Compared", "When", "With",
                 "LLMs", "LLM", "SOTA", "State-of-the-art", "Experiments", "Code", "Empirical",
                 "Extensive", "Finally", "Overall", "Results", "These", "Its", "Their", "Such",
                 "Importantly", "Interestingly", "CPU", "CPUs", "GPU", "GPUs", "Equation"}
# Where a clause starts, for rules that read only the number's own clause
_CLAUSE_START = re.compile(r"[,;:]|\b(?:but|while|whereas)\b")


_POINTS_CHANGE_AFTER = re.compile(r"\s+(?:of\s+)?(?:improvements?|gains?|increases?|better|higher|more|drops?|decreases?|"
                                  r"reductions?|lower|worse|relative|over|above|below)\b", re.IGNORECASE)
# "80 F1 points", "8.6 absolute F1 points", "+8 macro F1 points" (a second word only when it is a
# metric's own: capitals or digits, so not "500 labelled data points")
_NAMED_POINTS = re.compile(r"\s+(?P<w>[A-Za-z][\w\-@]*(?:\s+(?=[A-Za-z]*[A-Z0-9])[A-Za-z][\w\-@]*)?)\s+(?:points?|pts?\.?)(?![\w\-])")
_NOT_POINT_NAMES = {"absolute", "relative", "percentage", "percent", "more", "additional", "extra", "average", "full"}


def _points_change(c, plain: str, sent_a: int, sent_b: int, first=None) -> re.Match | None:
    """"by up to 80 F1 points", "improvements up to 1.7 MetricX points", "8.6 absolute F1 points
    better": a bare number that changes by named points (the match; its "w" is the word).
    first: the first number of a list that c ends, whose words before tell the change ("gains
    up to +5.4 and +8 macro F1 points")."""
    start = (first or c).start
    pm = _NAMED_POINTS.match(plain, c.end, sent_b)
    if pm and (_IMPROVE_NEAR.search(plain, max(sent_a, start - 50), start)
               or _POINTS_CHANGE_AFTER.match(plain, pm.end(), sent_b)):
        return pm
    return None


def _points_name(pm: re.Match) -> str | None:
    """The metric a points match names: its words without a leading modifier ("absolute F1
    points" is F1); None for "8.6 relative points"."""
    words = pm.group("w").split()
    if words[0].lower() in _NOT_POINT_NAMES:
        words = words[1:]
    return " ".join(words) or None


_WITHIN_BEFORE = re.compile(r"\bwithin\s+(?:(?:about|around|approximately|roughly|only|just)\s+|[~≈]\s*)?$", re.IGNORECASE)
_OF_AFTER = re.compile(r"\s*of\s")


def _within_margin(c, plain: str) -> bool:
    """"performance within (about) 1% of the teacher": the margin to another level, no share of it."""
    return (c.unit in ("%", "pp") and bool(_OF_AFTER.match(plain, c.end))
            and bool(_WITHIN_BEFORE.search(plain, max(0, c.start - 30), c.start)))


def _clause_start(plain: str, sent_a: int, pos: int) -> int:
    starts = [m.end() for m in _CLAUSE_START.finditer(plain, sent_a, pos)]
    return starts[-1] if starts else sent_a


# a clause that sets a system apart: "In contrast to GPT-4, ...", "Unlike prior defenses with 25% overhead,"
_SET_APART = re.compile(r"(?:^|[,;]\s*)(?:in\s+contrast\s+to|unlike|contrary\s+to|different\s+from|as\s+opposed\s+to)"
                        r"\b[^,;]*$", re.IGNORECASE)
