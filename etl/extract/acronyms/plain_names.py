"""Proposed names that are plain capitalised words, or several capitalised words, without an
expansion.  Their shape alone does not make them names, so only the strongest cues count:

- one plain word right after a verb of proposal of "we" or "this paper / study", with an
  appositive or ", which": "This paper proposes Imperio, which harnesses", "We explore ... and
  introduce Coconet, a convolutional neural network"; right after the kind noun of the
  proposal: "This study proposes a modular prompting paradigm Perthept to"; after a kind
  noun and a naming cue in a proposal: "we present a ... platform called Oasis — a one-stop";
  "we propose Juicer, a framework to ...";
- several capitalised words (a title-case run, inner "of", "for", ... allowed) after "we refer to
  ... as" ("The resulting technique, which we refer to as Snapshot Ensembling, is simple"), after
  a verb of proposal with an appositive or ", which" ("We introduce Incremental Sequence
  Learning, a simple incremental approach"; two names joined by "and" are two), or between
  commas after the kind noun of a proposal ("we propose a novel technique, Neuro-Symbolic
  Program Synthesis, to overcome");
- what "we call / term / name / dub" ("we call this approach Gradient Surgery,").
"""

from __future__ import annotations

import re

from etl.extract.acronyms.cues import _ESTABLISHED, _EXISTING_WORDS, _KIND_NOUN, _PROPOSE_RE, _word_start
from etl.extract.acronyms.long_form_fallbacks import _TITLE_SKIP_WORDS
from etl.extract.acronyms.names import _NAME_END, _NOT_OURS_RE, _occurrences


# one capitalised word of three or more letters, no inner capital
_PLAIN_WORD = r"[A-Z][a-z]{2,}[a-z0-9]*"
# "Bayesian", "Euclidean", "Using", "Based": adjectives and participles, not names; outside
# commas also a plural ("Transformers"; not "Oasis", "Nexus")
_PLAIN_WORD_ADJECTIVE_RE = re.compile(r"(?:ian|ean|ing|ed)$")
_PLAIN_WORD_PLURAL_RE = re.compile(r"(?<![iu])s$")  # right after the verb only the plural
_PLAIN_WORD_BAD_RE = re.compile(_PLAIN_WORD_ADJECTIVE_RE.pattern + "|" + _PLAIN_WORD_PLURAL_RE.pattern)
# ... and between commas also a sentence adverb: "a new approach, Specifically, it ..."
_CONNECTIVE_RE = re.compile(r"\w+ly|However|Moreover|Therefore|Furthermore|Thus|Hence|Meanwhile|Nevertheless|"
                            r"Nonetheless|Instead|Indeed|Here|Then|Also|Overall")
# a title-case run of two to five words: "Neuro-Symbolic Program Synthesis"
_TITLE_WORD = r"[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*"
_TITLE_RUN = (r"(?P<run>" + _TITLE_WORD + r"(?:\s+(?:(?:of|for|with|via|and|in|on)\s+)?" + _TITLE_WORD
              + r"){1,4})")
_PROPOSAL_VERB = r"(?:propose|introduce|present|develop|design)(?:s|d)?"
# an appositive or a relative clause right after the name: "we propose Momentor, a Video-LLM
# capable of", "we introduce Cautious Greedy, which uses", "We present Genie, the first
# generative interactive environment" (not "the first step of"), "We propose Lumiere - a
# text-to-video diffusion model" (the normaliser makes an en dash "-"), "we present Guylingo: a
# comprehensive corpus"
_APPOSITIVE = (r"(?=,\s+(?:an?|which|the\s+first(?!\s+(?:of|step|stage|part|half|phase|time|two|three)\b))\s"
               r"|\s+-\s+an?\s|\s*—\s*an?\s|:\s+an?\s)")
# After "the" only the comma forms with "a" or "which", as before the dash and "the first" forms
# were added: the seed's labels leave out "we propose the Algorithm of Thoughts—a novel strategy".
_APPOSITIVE_AFTER_THE = r"(?=,\s+(?:an?|which)\s)"
# the kinds of _PLAIN_NAME_VERB_RE's "the <Title Run> <kind>" ("a problem", "a setting" are not methods)
_THE_RUN_KIND = r"(?:framework|method|algorithm|model|architecture|network|approach|technique|dataset|benchmark)s?\b"
# an appositive that calls the name new; without it a known one may be introduced, presented or
# developed: "We introduce Shapley values, a game-theoretic solution concept", "We first introduce the
# Vision Transformer architecture, which splits an image", "We develop Laplace approximations, a
# scalable Bayesian method"
_NEW_APPOSITIVE_AFTER_RE = re.compile(r",\s+an?\s+n(?:ew|ovel)\b")
_PLAIN_NAME_VERB_RE = re.compile(
    _PROPOSAL_VERB + r"\s+(?:(?P<name>" + _PLAIN_WORD + r")" + _APPOSITIVE
    # the kind noun heads the object: not "a differentiable interpreter for the programming language Forth"
    + r"|(?:a|an)\s+(?:(?!(?:for|of|on|in|to|with|from|by|the|a|an)\s)[\w-]+\s+){0,5}?" + _KIND_NOUN
    + r"(?:\s+|\s*—\s*)(?P<kname>" + _PLAIN_WORD + r")"  # "a novel task—Minesweeper—"
    # several words, maybe after "the" ("we introduce the Boundary Attack, a decision-based attack")
    + _NAME_END + r"|" + _TITLE_RUN + _APPOSITIVE + r"|the\s+" + _TITLE_RUN.replace("run", "trun") + _APPOSITIVE_AFTER_THE
    # a capitalised word and lower-case words, when an appositive gives its kind or calls it new:
    # "we propose Bloom embeddings, a compression technique", "introduces Wasserstein variational
    # inference, a new form" (only "propose" without one, see _NEW_APPOSITIVE_AFTER_RE)
    + r"|(?P<lname>" + _PLAIN_WORD + r"(?:\s+[a-z][\w-]+){1,2})(?=,\s+an?\s+(?!" + _EXISTING_WORDS + r"\b)"
    r"(?:n(?:ew|ovel)\b|(?:[\w-]+,?\s+){0,5}?" + _KIND_NOUN + r"\b))"
    + r"|(?:a|an)\s+(?:[\w-]+\s+){0,5}?" + _KIND_NOUN + r",\s+(?:namely\s+)?(?:" + _TITLE_RUN.replace("run", "krun")
    + r"|(?P<kword>" + _PLAIN_WORD + r"))(?=,)"
    # "we propose the Connect Later framework, which fine-tunes", "develops the FastRNN and FastGRNN
    # algorithms to address": a title-case run before its kind noun, then what it does or an
    # appositive that calls it new; introduced or presented, only the new appositive (not "We develop
    # the Expectation Maximization algorithm for the model", "the Vision Transformer architecture to
    # remote sensing", "the Deep Q-Network architecture, which is standard", "the Soft Actor-Critic
    # algorithm, a maximum entropy method")
    + r"|the\s+(?:novel\s+|new\s+)?" + _TITLE_RUN.replace("run", "tkrun") + r"\s+" + _THE_RUN_KIND
    + r"(?=,?\s+(?:which|that)\s+(?!(?:is|are|was|were|has)\b)[a-z]|,?\s+to\s+(?:address|mitigate|tackle|overcome|"
    r"solve|handle|alleviate|remedy|bridge)\b|" + _NEW_APPOSITIVE_AFTER_RE.pattern + r"|\s*—))"
)
# a cue word first (a pattern that starts with a literal is scanned fast), the kind noun before
# it is checked apart (_KIND_BEFORE_RE)
_PLAIN_NAME_CUE_RE = re.compile(
    r"(?:called|named|dubbed|termed|entitled)(?:\s+as)?\s+(?:(?P<name>" + _PLAIN_WORD
    + r")|" + _TITLE_RUN.replace("run", "crun") + r")(?=\s*(?:[,.;:)]|\s[-—]\s|—|\s+(?:which|that|to|for)\b))"
    r"|refer(?:red)?\s+to\s+(?:(?:it|this|them|(?:the|our|this|these)(?:\s+[\w-]+){1,4})\s+)?as\s+" + _TITLE_RUN
    + r"(?=\s*[,.;:])"
    # a comma list of capitalised words after the active "refer to": "which we refer to as Share,
    # Specialize, and Compete." ("tasks referred to as A, B, and C" are a list)
    r"|refer\s+to\s+(?:(?:it|this|them|(?:the|our)(?:\s+[\w-]+){1,4})\s+)?as\s+(?P<lrun>"
    + _TITLE_WORD + r"(?:,\s+" + _TITLE_WORD + r"){1,3},?\s+and\s+" + _TITLE_WORD + r")(?=\s*[.;:]|,\s+[a-z])"
)
# "which we term Layer Causality.", "we call this approach Gradient Surgery,": what "we" name
# (_WE_VERB_AT finds the verb after "we"); not a problem or a setting of the field; not after a
# citation ("Following Smith et al., we call these ...": their name)
_WE_NAMING_CUE_RE = re.compile(
    r"(?:call|term|name|dub)\s+(?:(?:it|this|them|these|the|(?:the|our|this|these|such)"
    r"(?!\s+(?:problems?|settings?|conditions?|assumptions?|quantit(?:y|ies)|propert(?:y|ies))\b)"
    r"(?:\s+[a-z][\w-]*){1,3})\s+)?(?:(?P<wname>" + _PLAIN_WORD + r")|" + _TITLE_RUN.replace("run", "wrun")
    + r")(?=\s*[,.;:])"
)
# every match of the patterns above starts with one of these words, found first
_PLAIN_VERB_WORDS = ("propose", "introduce", "present", "develop", "design")
_PLAIN_START_WORDS = _PLAIN_VERB_WORDS + ("called", "named", "dubbed", "termed", "entitled", "refer")
# the verb right after "we " (its occurrences are found first: "call", "term" and "name" also
# occur inside many words, "theoretically", "determine")
_WE_VERB_AT = re.compile(r"(?:(?:also|will|shall|henceforth|hence|thus|therefore)\s+)?(?=(?:call|term|name|dub)\s)")
# a kind noun right before a naming cue: "a ... platform called Oasis"
_KIND_BEFORE_RE = re.compile(r"(?<![\w-])" + _KIND_NOUN + r"s?(?:,?\s+|\s+\()$")
# the paper's own kind noun right before the cue, with no verb of proposal, for a one-word name:
# "Our best model, named Llammas, represents", "the proposed technique, named Weightless, can",
# "The resulting algorithm, termed Adsorption," (not "Our learning algorithm, named HAN for Hawkes
# Aggregation of Neurons,"); only modifiers between (not "Our approach fine-tunes a model, named Llama,")
_OWN_KIND_RE = re.compile(r"\b(?:[Oo]ur|[Tt]he\s+(?:proposed|resulting))\s+(?:(?!(?:an?|the|its|their|to|of|in|on|for|with|and)\s)"
                          r"[\w-]+\s+){0,2}?" + _KIND_NOUN + r"s?,?\s+$")
# the subject of the verb of proposal: "we", "This paper"
_PROPOSAL_SUBJECT_RE = re.compile(r"\b[Ww]e\b|\b(?:[Tt]his|[Oo]ur)\s+(?:paper|study|work|article)\s+$")


def _plain_names(text: str, sent_start) -> list[tuple[str, int, int]]:
    """Plain capitalised names the paper proposes (see the module docstring): (name, start, end)."""
    out = []
    starts = []
    for word in _PLAIN_START_WORDS:  # str.find is faster here than a scan by one pattern
        starts += [(k, word) for k in _occurrences(text, word) if _word_start(text, k)]
    for we in ("we ", "We "):
        for k in _occurrences(text, we):
            verb = _WE_VERB_AT.match(text, k + 3) if _word_start(text, k) else None
            if verb is not None:
                starts.append((verb.end(), "we"))
    for k, word in sorted(starts):
        rx = (_PLAIN_NAME_VERB_RE if word in _PLAIN_VERB_WORDS else
              _WE_NAMING_CUE_RE if word == "we" else _PLAIN_NAME_CUE_RE)
        m = rx.match(text, k)
        if m is not None:
            grp = next(g for g in ("name", "kname", "lname", "run", "trun", "krun", "kword", "tkrun", "crun", "lrun", "wrun", "wname")
                       if g in m.re.groupindex and m.group(g))
            name = m.group(grp)
            if grp == "name":
                # after a verb of naming a plural is a name too: "a benchmark named Flames"
                bad = (rx is _PLAIN_NAME_VERB_RE and bool(_PLAIN_WORD_PLURAL_RE.search(name))) or name in _ESTABLISHED
            elif grp == "lname":  # not "Bayesian optimization, a", "Learning rate schedules, a"
                bad = bool(_PLAIN_WORD_BAD_RE.search(name.split()[0])) or not (
                    m.group().startswith("propos") or _NEW_APPOSITIVE_AFTER_RE.match(text, m.end(grp)))
            elif grp in ("kname", "kword", "wname"):
                # between commas a plural is no risk: "a new efficient approach, Ethos, that"
                bad = bool((_PLAIN_WORD_ADJECTIVE_RE if grp == "kword" else _PLAIN_WORD_BAD_RE).search(name)
                           or name in _ESTABLISHED
                           or grp == "kword" and _CONNECTIVE_RE.fullmatch(name))
            else:
                bad = name.split()[-1] in _TITLE_SKIP_WORDS or grp == "tkrun" and m.group().startswith(
                    ("introduc", "present")) and not _NEW_APPOSITIVE_AFTER_RE.match(text, m.end())
            if bad:
                continue
            before = text[sent_start(m.start()):m.start()]
            if rx is _WE_NAMING_CUE_RE and "et al" in before:
                continue
            if rx is _PLAIN_NAME_VERB_RE and not _PROPOSAL_SUBJECT_RE.search(before):
                continue
            if rx is _PLAIN_NAME_CUE_RE and grp in ("name", "crun") and (
                    _KIND_BEFORE_RE.search(text, max(0, m.start() - 30), m.start()) is None
                    or not (_PROPOSE_RE.search(before) or grp == "name" and _OWN_KIND_RE.search(before))
                    # a name closed by a bracket was opened by one: "technique (called Jacobian Clamping)"
                    or text.startswith(")", m.end()) and not text.startswith("(", m.start() - 1)):
                continue
            # right before a verb with "we" as its subject, only the words before the verb count:
            # "Unlike prior methods, we propose Juicer, a framework"
            if _NOT_OURS_RE.search(before[-15:] if rx is _PLAIN_NAME_VERB_RE else before[-40:]) or "so-" in before[-4:]:
                continue
            if grp in ("run", "trun", "tkrun"):
                # "we develop EvoRainbow and EvoRainbow-Exp, which": two names
                start = m.start(grp)
                for part in name.split(" and "):
                    k = text.index(part, start)
                    out.append((part, k, k + len(part)))
                    start = k + len(part)
            else:
                out.append((name, m.start(grp), m.end(grp)))
    return out
