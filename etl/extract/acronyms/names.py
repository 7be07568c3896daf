"""Names the paper proposes without an expansion, shaped like acronyms: "we propose FedPIN",
"our method, FedPIN, ...", "a novel framework, namely EfficientPlace,", "GistScore, a novel metric".

Each pattern starts at a literal word found by str.find (faster than a scan of the whole text by
one pattern) and is tried only there.  A name needs an acronym's shape (_bare_name_ok) unless a
verb of naming coins it in quotes (_coined); "not", "existing" or a baseline before it makes it
someone else's."""

from __future__ import annotations

import re

from etl.extract.acronyms.cues import (
    _AND_PROPOSE, _AND_PROPOSE_RE, _ESTABLISHED, _EXISTING_WORDS, _KIND_NOUN, _KIND_NOUNS, _OUR_CONTRIBUTION,
    _PAPER_PROPOSES, _PROPOSE_RE, _PROPOSE_VERB, _WE_RE, _word_start,
)
from etl.extract.acronyms.is_proposed import _is_proposed
from etl.extract.acronyms.shape import ADJECTIVE_PARTS, _acronym_like, _upper_count


# a name, and what may follow it: punctuation, a clause, or a preposition ("a new framework
# PVD-EMO based on", "... EfficientPlace, which")
# a name: letters (a Greek capital may open it, "Ψ-Saturate") and digits, in parts joined by
# "-", "+" or "."; a part may end in "*" ("Zeta*-SIPP")
_NAME_TOKEN = r"[A-Za-z\u0391-\u03a9\u03b1-\u03c9][A-Za-z0-9²³]*\*?(?:[-+.][A-Za-z0-9²³]+\*?)*\+{0,2}"
# (or its head noun and an appositive that calls it new or a variant: "we introduce MLERP merging, a
# variant of the SLERP technique"; not "We propose MMD regularization, a simple technique", nor after a
# plural, "We release COCO annotations, a new resource")
_NAME_END = (r"(?=\s*(?:[,:(.;]|\s[-—]\s|—|$|\s(?:which|that|to|for|as|in|on|with|is|and|whose|an?\s+(?:[\w-]+,?\s+){0,3}?"
             + _KIND_NOUN + r"|based|by|using|via|built|designed|trained|consisting|containing|comprising|featuring|,)\b"
             r"|\s[a-z][\w-]*(?:ss|[a-rt-z0-9]),\s+an?\s+(?:new|novel|variant|extension|generali[sz]ation)\b))")
# the kind nouns of "our method FedPIN", "our implementation, NELLIE,"
_OUR_KIND = (r"(?:method|approach|framework|model|algorithm|system|benchmark|dataset|technique|scheme|"
             r"architecture|agent|tool|library|metric|strategy|pipeline|solution|estimator|optimizer|attack|"
             r"defense|loss|objective|procedure|protocol|implementation)")
# the name right after a verb of proposal of "we" or "this paper / work" ("This paper introduces
# NegoLog"), a naming cue, a kind noun of a proposal followed by a comma, or "our method"
_BARE_NAME_RE = re.compile(
    r"(?:\b" + _PAPER_PROPOSES + r"(?:s|d|ed)?"
    r"(?:\s+(?:here|herein|the|a|an|our|novel|new|simple|two|three))*"
    # "shortly named as HFH", "an advanced Transformer architecture entitled SDformer", "a ...
    # framework, designated as SimPro,"
    r"|\b(?:(?:called|named|dubbed|termed)(?:\s+as)?|coined|entitled|designated\s+as|we\s+call|we\s+name|we\s+term|we\s+dub|"
    r"referred\s+to\s+as(?:\s+the)?)"
    # "We call this approach KTO"
    r"|\b[Ww]e\s+call\s+(?:this|our|the)\s+(?:[\w-]+\s+){0,2}?(?:method|approach|framework|model|algorithm|"
    r"system|technique|procedure|objective|loss|family)"
    # "We refer to the new technique as 'PGQL'"
    r"|\b[Ww]e\s+refer\s+to\s+(?:it|this|them|(?:the|our|this|these)(?:\s+[\w-]+){1,4})\s+as(?:\s+the)?"
    r"|\b[Ww]e\s+(?:\w+\s+){0,2}?" + _PROPOSE_VERB + r"(?:s|d|ed)?\s+(?:a|an|the|our)\s+(?:[\w-]+\s+){0,4}?"
    r"(?:method|approach|framework|model|algorithm|system|benchmark|dataset|data\s+set|corpus|technique|"
    r"architecture|agent|tool|toolkit|library|metric|suite|environment|platform|simulator|network|pipeline|"
    r"family|language|estimator|optimizer|strategy|scheme|paradigm|module|test|testbed)s?,"
    r"|\b[Oo]ur\s+(?:proposed\s+|novel\s+|new\s+)?" + _OUR_KIND + r",?"
    # "Our frame prediction architecture, SpatialNet,": up to three lower-case modifiers, not a
    # prepositional phrase ("our experiments on the CIFAR-10 dataset, ImageNet"); and not the
    # first of a list or the start of a longer name ("our contextual model, BM25, and language
    # model", "our novel aggregation method, signSGD with federated defense (signSGD-FD)")
    r"|\b[Oo]ur\s+(?:(?!(?:on|in|of|for|with|from|by|to|the|a|an|and|or)\s)[a-z][\w-]*\s+){1,3}?" + _OUR_KIND
    + r",?(?=\s+['\"]?" + _NAME_TOKEN + r"(?![\w²³*+\-])['\"]?(?!,?\s+(?:and|with)\b))"
    r")\s+['\"]?(?P<name>" + _NAME_TOKEN + r")['\"]?" + _NAME_END
)
# the verbs of naming, which also start _BARE_NAME_RE's matches
_NAMING_CUES = ("called", "named", "dubbed", "termed", "coined")
# after a verb of naming in a proposal the name may be followed by its own verb: "our prototype
# called BASIL supports a", "we propose a novel algorithm called LOTUS attaining the", "a method
# named PCLP where"; not a name with a noun after it ("called MD tree"), nor a preposition that
# looks like a verb ("a dataset called MNIST during", "following the protocol", "across")
_CUE_NAME_VERB_RE = re.compile(
    r"(?<!so-)(?<!so\s)(?:" + "|".join(_NAMING_CUES) + r")(?:\s+as)?\s+['\"]?(?P<name>" + _NAME_TOKEN + r")['\"]?"
    r"(?=\s+(?:is|are|was|were|has|have|had|can|could|will|would|where|whose)\b"
    r"|\s+(?!(?:during|following|according|including|excluding|regarding|concerning|considering|involving|"
    r"across|versus|towards|plus|thus)\b)[a-z]+(?:s\s+(?:the|a|an|its|their|our|state-of-the-art)|ing\s+(?:the|a|an|to|its|their|our))\b)"
)
# ... only in a proposal of the sentence or right after "our": "Our method called MetVers achieves"
_OUR_SHORTLY_BEFORE_RE = re.compile(r"\b[Oo]ur\s+(?:[\w-]+\s+){0,3}$")
# a name right after a kind noun of the proposal, when the first pattern took a plain word for
# the name: "we propose a novel method, LP-OVOD, that", "a novel sample-efficient framework,
# namely EfficientPlace,", "a novel ... framework ConPaS that", "two ... algorithms, IRLO and PIRLO"
# (without an article only right after "new", one word between at most: "we release new dataset,
# Retail-71,"; not "we present new insights into the BERT model, RoBERTa")
_KIND_NAME_TAIL = (
    r"\s+(?:(?:a|an|the|our|two|three|several)\s+(?:[\w-]+\s+){0,5}?"
    r"|(?:new|novel)\s+(?:[\w-]+\s+)?(?=" + _KIND_NOUNS + r"[\s,:—]))" + _KIND_NOUNS + r"(?:[,:]\s*|\s+[-—]\s+|\s*—\s*|\s+)(?:(?:namely|viz\.|called|named|dubbed|termed|referred\s+to\s+as|known\s+as),?\s+)?"
    r"['\"]?(?P<name>" + _NAME_TOKEN + r")['\"]?" + _NAME_END
)
_KIND_NAME_RE = re.compile(_PAPER_PROPOSES + r"(?:s|d|ed)?" + _KIND_NAME_TAIL)
# ... after the sentence's second verb of "we": "we conduct empirical studies on ... and propose two
# training strategies, SimRegCR and SimZeroCR, for"
_AND_KIND_NAME_RE = re.compile(_AND_PROPOSE + _KIND_NAME_TAIL)
# words of an existing kind, and a baseline named after it (see _kind_name_ok)
# (and "the responses of two models, GPT-4 and Claude-2,": what other systems give)
_OTHERS_KIND_RE = re.compile(r"\b" + _EXISTING_WORDS + r"\b|\bthe\s+[\w-]+\s+of\s+(?:two|three|four|five|several|\d+)\b")
_AS_BASELINE_RE = re.compile(r"(?:,?\s+and\s+\S+)?,?\s+(?:as\s+(?:the\s+|a\s+|our\s+)?baselines?|for\s+comparison)\b")
# what may follow a name after a colon: the end of the object, or "and" and a second name
_COLON_NAME_END_RE = re.compile(r"\s*(?:[,.;(]|$|and\b)")
# "known as" after the kind noun names the paper's own thing only when the kind noun is new:
# "we introduce an innovative paradigm known as TRUE-UIE"
_NEW_KNOWN_RE = re.compile(r"\b(?:novel|new|innovative)\s+(?:[\w-]+\s+){0,4}?" + _KIND_NOUN + r"\s+known\s+as\b")
# "we introduce GliDe and CaPE": a second name after "and" (see _proposed_names)
_AND_AFTER_RE = re.compile(r"\s+and\b")
_AND_CLAUSE_RE = re.compile(r"\s+and\s+[a-z]")
_NAMED_CUE_RE = re.compile(r"\b(?:" + "|".join(_NAMING_CUES) + r")\s+\S+$")


def _strong_name(name: str) -> bool:
    """A name by its shape, not a capitalised compound: a digit, or a capital inside a word part
    ("GliDe", "S-DQN", "IRLO"), and not a lower-case start ("contraStive")."""
    if not name[0].isupper():
        return False
    return any(ch.isdigit() for ch in name) or any(
        ch.isupper() and k > 0 and name[k - 1] != "-" for k, ch in enumerate(name))


# the start of a proposal of "we" or "this paper", where _KIND_NAME_RE is tried
_WE_PROPOSE_HEAD_RE = re.compile(_PAPER_PROPOSES)
# "This paper introduces a new large-scale music dataset, MusicNet, to serve": the subject of
# _KIND_NAME_RE may be this paper, study or work
_THIS_BEFORE_RE = re.compile(r"(?<![\w-])(?:[Tt]his|[Oo]ur)\s+$")
_SECOND_NAME_RE = re.compile(r",?\s+and\s+['\"]?(?P<name>" + _NAME_TOKEN + r")['\"]?" + _NAME_END)
# "we present the TeltoMob dataset", "we also present the multi-modal IndustReal dataset", "We
# introduce the EPOpt algorithm"
_THE_NAME_DATA_RE = re.compile(
    r"[Ww]e\s+(?:\w+\s+){0,2}?(?P<verb>" + _PROPOSE_VERB + r")(?:s|d|ed)?\s+the\s+(?:[a-z][\w-]*\s+){0,2}?"
    r"(?P<name>" + _NAME_TOKEN + r")\s+(?:dataset|benchmark|corpus|(?P<method>algorithm|framework|method|architecture|"
    r"library|toolkit))\b(?P<clause>,?\s+(?:which|that|designed|built)\b)?")
# a method named so is the paper's when proposed or developed; "introduce / present the REINFORCE
# algorithm" may be someone else's, so then only with a clause about it ("the EPOpt algorithm, which")
_METHOD_MAKING_VERB_RE = re.compile(r"propos|develop|design|devis")


def _the_name_proposed(m: re.Match) -> bool:
    return not m.group("method") or bool(m.group("clause")) or _METHOD_MAKING_VERB_RE.match(m.group("verb")) is not None


# "the resulting model PolyMaX demonstrates": what the paper's own construction yields, named
_RESULTING_NAME_RE = re.compile(r"resulting\s+(?:[\w-]+\s+){0,2}?" + _KIND_NOUN + r",?\s+(?P<name>" + _NAME_TOKEN
                                + r")(?=\s*[,.;:(]|\s+[a-z])")
# "We demonstrate the usage of BDP ... and propose the BDP-VAE which ...": needs "we" before it
_AND_NAME_RE = re.compile(
    _AND_PROPOSE + r"(?:\s+(?:here|the|a|an|our|novel|new|simple))*\s+['\"]?(?P<name>" + _NAME_TOKEN
    + r")['\"]?" + _NAME_END
)
# "We introduce the novel MPGraf model": a name before a kind noun, only after "novel" or "new"
# ("we introduce a U-Net model" uses an existing one) right after "we propose"
_NEW_NAME_KIND_RE = re.compile(r"n(?:ovel|ew)\s+(?P<name>" + _NAME_TOKEN + r")\s+" + _KIND_NOUN + r"\b")
# "our framework AWESOME uses", "our collected benchmark InstruSum publicly available": the name of
# the paper's own kind (only words of making before it: not "our teacher model GPT-4o", "our base
# model Qwen2-VL"), followed by a word that reads as its verb or an adverb (not "only")
_OUR_KIND_NAME_VERB_RE = re.compile(
    r"[Oo]ur\s+(?:(?:proposed|novel|new|own|collected|curated|constructed)\s+){0,2}" + _OUR_KIND
    + r"\s+['\"]?(?P<name>" + _NAME_TOKEN + r")['\"]?(?=\s+(?:(?!only\b)[a-z]+ly|[a-z]+(?:s|ed))\b)")
# "In our pipeline GPT-4o generates": a preposition before "our" makes the phrase a setting
_PREPOSITION_END_RE = re.compile(r"\b(?:[Ii]n|with|to|than|from|for|of|on|by|into|using|[Cc]ompared\s+to)\s+$")
# "Our main contribution is TriA-GAN, a keypoint-guided GAN": what the paper calls its contribution
_OUR_CONTRIBUTION_NAME_RE = re.compile(_OUR_CONTRIBUTION + r"\s+(?:is|are)\s+['\"]?(?P<name>" + _NAME_TOKEN + r")['\"]?"
                                       + _NAME_END)
# "our HJFBiO method", "our proposed ReinforceNS algorithm"; not "our CIFAR-10 model"
_OUR_NAME_KIND_RE = re.compile(
    r"[Oo]ur\s+(?:proposed\s+|novel\s+|new\s+)?(?P<name>" + _NAME_TOKEN + r")\s+"
    r"(?:framework|method|approach|algorithm|system|architecture|pipeline|technique)s?\b"
)
# "The approach we developed, cryoRL, demonstrates": the name after the kind noun's relative clause
# (not the first of a list: "In the framework we develop, GPT-4, Claude, and Llama are compared")
_WE_MADE_NAME_RE = re.compile(r"we\s+" + _PROPOSE_VERB + r"(?:d|ed)?\s*,\s+['\"]?(?P<name>"
                              + _NAME_TOKEN + r")['\"]?(?=\s*,)(?!\s*,\s*[A-Z0-9][\w.\-]*(?:,|\s+and\b))")
# ... after the subject of its sentence or clause ("The approach", "our method"), no preposition before it
_KIND_BEFORE_WE_RE = re.compile(r"(?:^|[.;:]\s+|,\s+)(?:[Tt]he|[Oo]ur)\s+(?:[\w-]+\s+){0,2}?" + _KIND_NOUN
                                + r"\s+(?:that\s+|which\s+)?$")
# "our Generative DPP approach", "our noisy K-FAC algorithm": a word and an acronym as one name of
# the paper's own method
_OUR_TWO_NAME_KIND_RE = re.compile(
    r"[Oo]ur\s+(?:proposed\s+|novel\s+|new\s+)?(?P<name>(?!(?:proposed|novel|new|own)\s)[A-Za-z][a-z]+\s+(?P<acr>" + _NAME_TOKEN + r"))\s+"
    r"(?:framework|method|approach|algorithm|system|architecture|pipeline|technique)s?\b"
)
# "we design Efficient MAE that introduces": a capitalised word and an acronym right after a verb of
# proposal of "we"
_WE_TWO_NAME_RE = re.compile(
    r"[Ww]e\s+(?:first\s+|also\s+|then\s+|further\s+|here\s+)?" + _PROPOSE_VERB + r"(?:s|d|ed)?\s+"
    r"(?P<name>[A-Z][a-z]+\s+(?P<acr>" + _NAME_TOKEN + r"))" + _NAME_END
)
# "we propose" right before _NEW_NAME_KIND_RE
_WE_PROPOSE_END_RE = re.compile(
    r"\b[Ww]e\s+(?:\w+\s+){0,2}?" + _PROPOSE_VERB + r"(?:s|d|ed)?\s+(?:the\s+|a\s+|an\s+)?$")
# ... or the second verb of the sentence's "we": "We first consider ..., and then propose a new
# NDDGNN framework"
_AND_PROPOSE_END_RE = re.compile(r"\b" + _AND_PROPOSE + r"\s+(?:the\s+|a\s+|an\s+)?$")
# "LLM-based", "GPU-friendly", "Data-Efficient", "Training-Free", "PAC-Bayesian": adjectives, not names
_ADJ_SUFFIX_RE = re.compile(r"-(?:[a-z]+|" + ADJECTIVE_PARTS + r"|[A-Z][a-z]+ian)$")
# words before a name that make it someone else's
_NOT_OURS_RE = re.compile(r"\b(?:not|existing|previous|prior|popular|baseline|baselines|compare|compared)\b")
# a thing the paper uses, named: "using a vision large language model called MiniGPT-4", "implemented
# ... using a grid RPC system called OmniRPC"
_USED_THING_NAMED_RE = re.compile(
    r"\b(?i:using|uses|use|used|employ\w*|adopt\w*|leverag\w*|based\s+on|built\s+on|rel(?:y|ies)\s+on)\s+(?:an?|the)\s+"
    # (not "based on a novel graph network called GraphX": a new one is the paper's; see _proposed_names)
    r"(?:(?!(?:novel|new|our)\b)[\w-]+\s+){0,6}?(?:called|named|dubbed|termed|designated\s+as)\s+['\"]?$")


def _bare_name_ok(name: str) -> bool:
    return _acronym_like(name) and name not in _ESTABLISHED and not _ADJ_SUFFIX_RE.search(name)


_COINING_RE = re.compile(r"\b(?:call|term|name|dub|coin|refer\s+to)\b")
# 'We refer to this as "Grokking", following Power et al.': someone else's name
_CREDITED_RE = re.compile(r"[^.;]{0,80}?\b(?:et\s+al|following|as\s+in|introduced\s+by|coined\s+by|cf\.)")
_SHORT_FORM_AFTER_RE = re.compile(r"\s*\(\s*[\w-]+\s*\)")


def _coined(text: str, m) -> bool:
    """A quoted capitalised word right after a verb of naming ('We refer to this approach as
    "Promptonomy"'): coined, whatever its shape; but not the long form of a short form after it
    ('we coin "Truncated-Uniform-Laplace" (Tulap)'), nor a name credited to others."""
    name, start, end = m.group("name"), m.start("name"), m.end("name")
    quote = text[start - 1] if start > 0 else ""
    return (name[0].isupper() and quote in ("'", '"') and text.startswith(quote, end)
            and not _SHORT_FORM_AFTER_RE.match(text, end + 1) and not _CREDITED_RE.match(text, end + 1)
            and name not in _ESTABLISHED and _COINING_RE.search(m.group()) is not None)


# Every match of _BARE_NAME_RE starts with one of these words. Found first (a pattern that
# starts with a letter is scanned fast), then _BARE_NAME_RE is tried there only.
_BARE_NAME_STARTS = ("We", "we", "Our", "our", "paper", "work", "referred") + _NAMING_CUES
_RARE_NAME_STARTS = ("entitled", "designated", "study", "resulting")
_WORD_CHAR_RE = re.compile(r"\w")


def _occurrences(text: str, word: str):
    """Every index at which word occurs in text, found by str.find (faster than a pattern's scan
    of the whole text when the pattern starts with a literal word)."""
    k = text.find(word)
    while k >= 0:
        yield k
        k = text.find(word, k + 1)


def _kind_name_ok(text: str, m: re.Match) -> bool:
    """A match of _KIND_NAME_TAIL names the object of the proposal: not an existing kind ("two classic
    strategies, UCB1 and EXP3,") nor a baseline ("a strong agent, ReAct, as the baseline"); "known
    as" only after a new kind noun, and after a colon only a name that ends there or is one of two
    ("two algorithms: FedSVRPG-M and FedHAPG-M"; not "a new loss: InfoNCE with hard negatives")."""
    if _OTHERS_KIND_RE.search(m.group(), 0, m.start("name") - m.start()) or _AS_BASELINE_RE.match(text, m.end("name")):
        return False
    if " known" in m.group() and not _NEW_KNOWN_RE.search(m.group()):
        return False
    if ":" in text[m.start("name") - 3:m.start("name")] and _COLON_NAME_END_RE.match(text, m.end("name")) is None:
        return False
    return _bare_name_ok(m.group("name"))


def _bare_name_matches(text: str):
    """The matches of _BARE_NAME_RE.finditer(text), found faster."""
    starts = []
    for word in _BARE_NAME_STARTS:  # found by str.find, faster than a scan by one pattern
        starts += [(k, word) for k in _occurrences(text, word)
                   if k == 0 or not _WORD_CHAR_RE.match(text, k - 1)]
    starts.sort()
    pos = 0
    for k, word in starts:
        if k < pos:
            continue
        m = _BARE_NAME_RE.match(text, k)
        if m is None and word in _NAMING_CUES:
            m = _CUE_NAME_VERB_RE.match(text, k)
            if m is not None and not (_PROPOSE_RE.search(text, text.rfind(". ", 0, k) + 1, k)
                                      or _OUR_SHORTLY_BEFORE_RE.search(text, max(0, k - 40), k)):
                m = None
        if m is None or not (_bare_name_ok(m.group("name")) or _coined(text, m)):
            m = None
            if (word in ("We", "we") or word in ("paper", "work") and _THIS_BEFORE_RE.search(
                    text, max(0, k - 6), k)) and _WE_PROPOSE_HEAD_RE.match(text, k):
                for rx in (_KIND_NAME_RE, _THE_NAME_DATA_RE):
                    m = rx.match(text, k)
                    if m is not None and rx is _THE_NAME_DATA_RE and not _the_name_proposed(m):
                        m = None
                    if m is not None and _kind_name_ok(text, m):
                        break
                    m = None
        if m is None:
            pos = k + 1
        else:
            yield m
            pos = m.end()
            second = _SECOND_NAME_RE.match(text, m.end("name"))
            if second is not None:
                yield second
    # rare starts, found by str.find, which is faster than a longer pattern: "entitled", "designated", and
    # "This study" / "our study" as the subject of _KIND_NAME_RE
    for word in _RARE_NAME_STARTS:
        for k in _occurrences(text, word):
            if word in ("entitled", "designated") and _word_start(text, k):
                m = _BARE_NAME_RE.match(text, k)
            elif word == "study" and _THIS_BEFORE_RE.search(text, max(0, k - 6), k) and (
                    _WE_PROPOSE_HEAD_RE.match(text, k)):
                m = _KIND_NAME_RE.match(text, k)
                m = m if m is not None and _kind_name_ok(text, m) else None
            elif word == "resulting" and _word_start(text, k):
                m = _RESULTING_NAME_RE.match(text, k)
                if m is not None and re.search(r"(?<![\w-])" + re.escape(m.group("name")) + r"(?![\w-])", text[:k]):
                    m = None  # "we fine-tune ResNet-50 ... the resulting model ResNet-50": not a new name
            else:
                m = None
            if m is not None and _bare_name_ok(m.group("name")):
                yield m


# "GistScore, a novel metric for ...", "CineFilter, a novel real-time camera trajectory
# stabilization approach", "ProMoAI is a novel tool": a name with an appositive that calls it new
_NEW_APPOSITIVE_TAIL_RE = re.compile(
    r"(?:,|\s+is)\s+an?\s+n(?:ovel|ew)\s+(?:[\w-]+\s+){0,5}?" + _KIND_NOUN + r"\b")
_NAME_BEFORE_RE = re.compile(r"(?<![\w-])['\"]?(?P<name>" + _NAME_TOKEN + r")['\"]?$")
_CAPITAL_WORD_END_RE = re.compile(r"(?<![\w-])[A-Z][\w-]*\s+$")


def _appositive_name_matches(text: str):
    for k in sorted([*_occurrences(text, ", a n"), *_occurrences(text, " is a n")]):
        if _NEW_APPOSITIVE_TAIL_RE.match(text, k) is None:
            continue
        m = _NAME_BEFORE_RE.search(text, max(0, k - 40), k)
        # not the last word of a longer name: "TIME WEAVER, a novel", "Multi-Clip DP-SGD, a novel"
        if m is not None and not _CAPITAL_WORD_END_RE.search(text, max(0, m.start() - 30), m.start()):
            yield m


def _name_matches(text: str):
    yield from _bare_name_matches(text)
    if " a n" in text:
        yield from _appositive_name_matches(text)
    for verb in _AND_PROPOSE_RE.finditer(text):
        k = verb.start()
        if _word_start(text, k) and _WE_RE.search(text, text.rfind(". ", 0, k) + 1, k):
            m = _AND_NAME_RE.match(text, k)
            if m is None or not (_bare_name_ok(m.group("name")) or _coined(text, m)):  # "and propose a new loss:"
                m = _AND_KIND_NAME_RE.match(text, k)
                m = m if m is not None and _kind_name_ok(text, m) else None
                second = _SECOND_NAME_RE.match(text, m.end("name")) if m is not None else None
                if second is not None:  # "two training strategies, SimRegCR and SimZeroCR,"
                    yield second
            if m is not None:
                yield m
    for m in _NEW_NAME_KIND_RE.finditer(text):
        if _word_start(text, m.start()) and (
                _WE_PROPOSE_END_RE.search(text, max(0, m.start() - 60), m.start())
                or _AND_PROPOSE_END_RE.search(text, max(0, m.start() - 40), m.start())
                and _WE_RE.search(text, text.rfind(". ", 0, m.start()) + 1, m.start())):
            yield m
    # the patterns starting with "our" / "we" are tried only where str.find finds the word
    for word in ("our", "Our", "we", "We"):
        for k in _occurrences(text, word):
            if _word_start(text, k):
                if word[0] in "oO":
                    found = _OUR_NAME_KIND_RE.match(text, k)
                    if found is not None:
                        yield found
                    found = _OUR_KIND_NAME_VERB_RE.match(text, k)
                    if found is not None and not _PREPOSITION_END_RE.search(text, max(0, k - 14), k):
                        yield found
                    found = _OUR_CONTRIBUTION_NAME_RE.match(text, k)
                    if found is not None:
                        yield found
                    found = _OUR_TWO_NAME_KIND_RE.match(text, k)
                    if found is not None and _strong_name(found.group("acr")) and _bare_name_ok(found.group("acr")):
                        yield found
                else:
                    found = _WE_MADE_NAME_RE.match(text, k)
                    if found is not None and _KIND_BEFORE_WE_RE.search(text, max(0, k - 50), k) is not None:
                        yield found
                    found = _WE_TWO_NAME_RE.match(text, k)
                    # the acronym may be an established one: "Efficient MAE" is a new variant of MAE
                    if found is not None and _strong_name(found.group("acr")) and _acronym_like(found.group("acr")) and (
                            not _ADJ_SUFFIX_RE.search(found.group("acr"))):
                        yield found
    yield from _create_name_matches(text)
    yield from _new_kind_name_matches(text)
    if ", namely" in text:
        yield from _namely_name_matches(text)
    if "proposed " in text or "our n" in text or "Our n" in text:
        yield from _the_proposed_name_matches(text)
    if "i.e." in text:
        yield from _ie_name_matches(text)
    if "he first " in text or "he second " in text:
        yield from _ordinal_name_matches(text)
    if " is the first " in text:
        yield from _first_name_matches(text)


# "To the best of our knowledge, GC-MVSNet is the first attempt to": a claim of novelty for a
# name shaped like an acronym; not the last word of a longer name ("ELF OpenGo is the first")
_FIRST_NAME_RE = re.compile(r"(?<![\w-])(?P<name>" + _NAME_TOKEN + r")\s+$")


def _first_name_matches(text: str):
    for k in _occurrences(text, " is the first "):
        m = _FIRST_NAME_RE.search(text, max(0, k - 40), k + 1)
        if m is not None and _strong_name(m.group("name")) and not _CAPITAL_WORD_END_RE.search(
                text, max(0, m.start() - 30), m.start()):
            yield m


# "we propose a domain-scalable DGM, i.e., MMI-ALI, for": the object of a proposal, then its name
_IE_NAME_RE = re.compile(r"\b" + _PAPER_PROPOSES + r"(?:s|d|ed)?\s+(?:an?|the|our)\s+(?:[\w-]+\s+){0,5}?[\w-]+,?\s+"
                         r"i\.e\.,?\s+(?P<name>" + _NAME_TOKEN + r")" + _NAME_END)


def _ie_name_matches(text: str):
    for m in _IE_NAME_RE.finditer(text):
        # not "a simple modification of the standard optimizer, i.e., AdamW": the name of what is modified
        if _word_start(text, m.start()) and _strong_name(m.group("name")) and " of " not in m.group():
            yield m


# "We propose two algorithms ... The first algorithm, Legendre-Eleanor, ... the second one,
# Legendre-LSVI, ...": the paper's own methods named one by one, after its proposal; not the
# baselines or earlier work it names so
_ORDINAL_NAME_RE = re.compile(r"\b[Tt]he\s+(?:first|second|third)\s+(?:one|" + _KIND_NOUN + r"),\s+"
                              r"(?P<name>" + _NAME_TOKEN + r")(?=\s*,)")
_OTHERS_RE = re.compile(r"\b(?:baselines?|compar\w*|existing|earlier|prior|previous|builds?\s+on)\b")


def _ordinal_name_matches(text: str):
    for m in _ORDINAL_NAME_RE.finditer(text):
        before = text[max(0, m.start() - 300):m.start()]
        proposal = None
        for proposal in _PROPOSE_RE.finditer(before):
            pass
        if _bare_name_ok(m.group("name")) and proposal is not None and not _OTHERS_RE.search(before, proposal.start()):
            yield m


# A name after ", namely" that ends the object of a proposal: "we propose a novel
# multimodal model for POI semantic annotation, namely M3PA, which", "we develop novel deep
# learning models, namely GRU-D, as", "we propose to conduct Full Bayesian Significance Testing for
# Neural Networks in Traffic Forecasting, namely ST-nFBST."  The object is short and holds no
# clause, no evaluation and no existing work; a list after "namely" ("two datasets, namely
# CIFAR-10 and ImageNet") is not a name of ours.
_NAMELY_NAME_RE = re.compile(r"namely,?\s+['\"]?(?P<name>" + _NAME_TOKEN + r")['\"]?" + _NAME_END)
_NAMELY_LIST_RE = re.compile(r"\s+and\b|,\s*['\"]?" + _NAME_TOKEN + r"['\"]?(?:,|\s+and\b)")
_NAMELY_GAP_BAD_RE = re.compile(
    r"\b(?:that|which|where|whether|evaluat\w*|experiment\w*|test(?:s|ed)?|compar\w*|on|across|datasets?|"
    r"benchmarks?|baselines?|existing|previous|prior|standard|popular|such|including|two|three|four|both)\b|[;:()]"
)


def _namely_name_matches(text: str):
    for k in _occurrences(text, ", namely"):
        m = _NAMELY_NAME_RE.match(text, k + 2)
        if m is not None and _NAMELY_LIST_RE.match(text, m.end("name")) is None:
            last = None
            for last in _PROPOSE_RE.finditer(text, text.rfind(". ", 0, k) + 1, k):
                pass
            if last is not None:
                gap = text[last.end():k]
                if len(gap.split()) <= 16 and _NAMELY_GAP_BAD_RE.search(gap) is None:
                    yield m


# A name right after a verb of making, with an appositive of its kind, whatever the subject: "we
# collect HelpSteer, a multi-attribute helpfulness dataset", "This research introduces XGA-Osteo,
# an innovative approach", "We propose, EvaNet, an elevation-guided segmentation model", "we
# provide MacNoise, a machine-generated, conflict-induced dataset", "we compile MultiPT, a ...
# corpus".  Found from the comma of the appositive (a pattern that starts with a literal is
# scanned fast), then the name before it.
_KIND_APPOSITIVE_RE = re.compile(r",\s+(?:an?|the)\s+(?:[\w-]+,?\s+){0,5}?" + _KIND_NOUN + r"s?\b")
_CREATE_BEFORE_RE = re.compile(
    r"(?:propos|introduc|present|develop|design|construct|creat|curat|collect|compil|provid|build|releas)"
    r"(?:e|es|ing|s)?\s*,?\s+['\"]?(?P<name>" + _NAME_TOKEN + r")['\"]?$"
)


def _create_name_matches(text: str):
    for lead in (", a ", ", an ", ", the "):
        for k in _occurrences(text, lead):
            name = text[text.rfind(" ", 0, k) + 1:k].strip("'\"")
            if not _acronym_like(name) or _KIND_APPOSITIVE_RE.match(text, k) is None:
                continue
            m = _CREATE_BEFORE_RE.search(text, max(0, k - 70), k)
            if m is not None and _word_start(text, m.start()):
                yield m


# "on a new dataset, WikiFacts", "two new benchmarks: X and Y": a kind the sentence calls new, then
# its name; found from "new" / "novel" (a literal is scanned fast)
# (after a determiner or a number: not "transfer to new benchmarks, MMLU and GSM8K"; and the
# name ends the phrase: not "a new loss: InfoNCE with hard negatives", "ImageNet-C is used")
_NEW_KIND_THEN_NAME_RE = re.compile(
    r"n(?:ew|ovel)\s+(?:[\w-]+\s+){0,3}?" + _KIND_NOUN + r"s?\s*[,:]\s+['\"]?(?P<name>" + _NAME_TOKEN + r")['\"]?"
    r"(?=\s*(?:[,:(.;]|$|\s(?:which|that|and|to|for)\b))"
)
_NEW_KIND_DETERMINER_RE = re.compile(r"\b(?:[Aa]n?|[Oo]ur|[Tt]his|two|three|four|several)\s+$")


def _new_kind_name_matches(text: str):
    for word in ("new ", "novel "):
        for k in _occurrences(text, word):
            m = _NEW_KIND_THEN_NAME_RE.match(text, k) if _NEW_KIND_DETERMINER_RE.search(text, max(0, k - 10), k) else None
            if m is not None and _acronym_like(m.group("name")):
                yield m
                second = _SECOND_NAME_RE.match(text, m.end("name"))  # "architectures: CausalGAN and CausalBEGAN"
                if second is not None:
                    yield second


# "the proposed TFCD", "our proposed DiPmark simultaneously preserves", "The proposed UGrid solver":
# the name ends the phrase, or a kind noun, a verb in -s or an adverb in -ly follows it
_PROPOSED_NAME_TAIL_RE = re.compile(
    r"['\"]?(?P<name>" + _NAME_TOKEN + r")['\"]?"
    r"(?=\s*(?:[.;:)]|,(?!\s+(?:named|called|dubbed|termed)\b)|$)|\s+" + _KIND_NOUN + r"s?\b"
    r"|\s+(?:is|are|was|can|could|may|will|also|which|that|to|on|in|and|with)\b|\s+[a-z]+(?:s|ly)\b)"
)
_PROPOSED_LEADS = (("proposed ", ("our ", "Our ", "the ", "The ")), ("novel ", ("our ", "Our ")),
                   ("new ", ("our ", "Our ")))


def _the_proposed_name_matches(text: str):
    for word, leads in _PROPOSED_LEADS:
        for k in _occurrences(text, word):
            if k >= 4 and text.startswith(leads, k - 4) and _word_start(text, k - 4):
                after = k + len(word)
                nxt = text[after:after + 40].split(None, 1)[:1]
                if not nxt or not _acronym_like(nxt[0].strip("'\".,;:)")):
                    continue
                m = _PROPOSED_NAME_TAIL_RE.match(text, after)
                if m is not None:
                    yield m


def _proposed_names(text: str, sent_start) -> list[tuple[str, int, int]]:
    """Names the paper proposes without an expansion ("we propose FedPIN"): (name, start, end)."""
    names = []
    for m in _name_matches(text):
        name = m.group("name")
        if not (_bare_name_ok(name) or _coined(text, m)):
            continue
        if _AND_AFTER_RE.match(text, m.end("name")):
            # "we introduce GliDe and CaPE": two names; not "we establish PAC-Bayes and rate-distortion
            # bounds", "an Arbitrary-Resolution and Arbitrary-Scale ..."
            second = _SECOND_NAME_RE.match(text, m.end("name"))
            # "a method called LowPopArt and provide": a clause after "and", not a second token
            named = _NAMED_CUE_RE.search(m.group()) and _AND_CLAUSE_RE.match(text, m.end("name"))
            # the second may start in lower case: "YouCook2-HG and nuScenes-HG"
            if not _strong_name(name) or not named and (second is None or not (
                    (_strong_name(second.group("name")) or _upper_count(second.group("name")) >= 2)
                    and _bare_name_ok(second.group("name")))):
                continue
        before = text[sent_start(m.start("name")):m.start("name")]
        # a named thing used, unless in the paper's own proposal ("We propose a ... framework that uses a
        # lightweight scoring module called RankLite")
        used = _USED_THING_NAMED_RE.search(before, max(0, len(before) - 120))
        if used is not None and _WE_RE.search(before, 0, used.start()) and _PROPOSE_RE.search(before, 0, used.start()):
            used = None
        if not _NOT_OURS_RE.search(before[-40:]) and not used:
            names.append((name, m.start("name"), m.end("name")))
    return sorted(names, key=lambda n: n[1])


# "we create a ... dataset" right before the parenthesis
_WE_PROPOSE_GAP_RE = re.compile(
    r"\b[Ww]e\s+(?:first\s+|also\s+|then\s+|further\s+)?(?:propose|introduce|present|develop|design|"
    r"construct|create|build|curate|release)(?:s|d|ed)?\s+(?:a|an|the|our)\s+(?:[\w-]+\s+){0,5}?"
    + _KIND_NOUN + r"\s*$"
)
# "a / our / the ... network" right before the parenthesis
_PAREN_NAME_CUE_RE = re.compile(
    r"\b(?:[Aa]n?|[Oo]ur|[Tt]he)\s+(?:[\w-]+\s+){0,5}?" + _KIND_NOUN + r"\s*$"
)


def _paren_name_proposed(text: str, sent_start: int, open_pos: int, acr: str, own: tuple) -> bool:
    """A name in parentheses with no expansion, right after a kind noun in a proposal sentence:
    "we construct a new deep sound recognition network (EnvNet-v2)"."""
    if not _bare_name_ok(acr) or not any(ch.isalpha() for ch in acr):
        return False
    before = text[sent_start:open_pos]
    if _PAREN_NAME_CUE_RE.search(before[-80:]) is None:
        return False
    if _is_proposed(text, sent_start, open_pos, acr, -1, own):
        return True
    # "we create a mathematical reasoning dataset (MathScaleQA)": a gap of plain noun words
    # ("reasoning" is a noun here, not the "-ing" verb _is_proposed refuses)
    we = None
    for we in _WE_PROPOSE_GAP_RE.finditer(before):
        pass
    return we is not None and we.end() == len(before) and not _NOT_OURS_RE.search(we.group())
