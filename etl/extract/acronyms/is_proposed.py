"""Whether a definition is the paper's own (is_proposed), decided from the sentence around it.

The checks run in order and the first that applies decides: an established term is not
proposed, unless "we" give it a new expansion of our own; the second object of the paper's own
proposal is; a naming cue right before the long form ("called", "we term", "known as" after a new
kind noun of "we") is, unless nothing in the sentence points to the paper; a class of methods or
a bound named by a plural noun is not; a named part of the paper's own system is; "our" / "the
proposed" / "a novel", "the resulting ..." and an appositive that calls the definition new are;
otherwise the last verb of proposal of "we" or "this paper" decides, when no clause, preposition
of use or existing work comes between it and the long form ("the concept / notion / task /
problem of" is none: the term is the object)."""

from __future__ import annotations

import re

from etl.extract.acronyms.common import is_common_definition
from etl.extract.acronyms.cues import (
    _AND_PROPOSE_RE, _ESTABLISHED, _EXISTING_WORDS, _KIND_NOUN, _KIND_NOUNS, _OUR_CONTRIBUTION, _PAPER_PROPOSES,
    _PROPOSE_RE, _PROPOSE_VERB, _WE_NAME, _WE_RE, _word_start,
)


# a naming cue right before the long form; not "so-called" or "commonly called", which are terms
# of the field
_NAMING_RE = re.compile(
    r"(?<!so-)(?<!so )(?<!also )(?<!commonly )(?<!often )(?<!usually )(?<!widely )"
    r"\b(?:called|named|dubbed|termed|coined|denoted|denote|referred\s+to\s+as|which\s+we\s+call|we\s+call|"
    r"we\s+name|we\s+term|we\s+dub|nicknamed|titled|entitled|"
    # "which we refer to as", "we refer to our architecture as the"
    r"refer\s+to(?:\s+(?:it|them|this))?\s+as|refer\s+to\s+our(?:\s+[\w-]+){1,4}\s+as(?:\s+the)?)\b"
    r"(?:\s+(?:as|it|them|this))?\s*[:,]?\s*$"
    # "games called the Locally Collaborative Games (LCGs)"; not "is referred to as the X problem"
    r"|(?<!so-)\b(?:called|named|dubbed|termed)\s+the\s*$"
)
# what the paper's own construction yields: "The resulting architecture, ..."
_RESULTING_RE = re.compile(r"\b[Tt]he\s+resulting\b(?P<gap>(?:\s+[\w-]+){0,3}?)\s*[,:]?\s*$")
_KIND_END_RE = re.compile(r"\b" + _KIND_NOUN + r"s?$", re.IGNORECASE)
_KIND_AFTER_RE = re.compile(r"\s+(?:[\w-]+\s+)?" + _KIND_NOUN + r"s?\b", re.IGNORECASE)
# "our", "our proposed", "The proposed" (also at a sentence start), "a novel", "a new" right before
# the long form, with at most three words between
_OUR_RE = re.compile(
    r"\b(?:[Oo]ur(?:\s+proposed)?|[Tt]he\s+proposed|[Aa]\s+novel|[Aa]\s+new)\b(?P<gap>(?:\s+[\w-]+){0,3}?)\s*[,:]?\s*$"
)
# ... and after "a new" / "a novel" also "the" after the comma, in a sentence of the paper's proposal
# or of what "our ..." is: "Our basic module is a new generic unit, the Transition Based Recurrent
# Unit (TBRU)" (not "Our baseline model, the Deep Averaging Network (DAN)", "challenged by a new
# architecture, the Structured State Space Sequence model (S4)")
_NEW_THE_RE = re.compile(r"\b[Aa]\s+n(?:ovel|ew)\b(?P<gap>(?:\s+[\w-]+){0,3}?)\s*,\s*the\s+$")
_OUR_IS_RE = re.compile(r"\s*[Oo]ur\s+(?:[\w-]+\s+){1,3}(?:is|are)\s")
# ... the proposal's object itself ("introduces a novel exploration engine, the"; not "We present the
# first analysis for a new algorithm, the")
_PROPOSES_A_NEW_RE = re.compile(r"\b" + _PROPOSE_VERB + r"(?:s|d|ed)?\s+(?:here\s+)?an?\s+n(?:ovel|ew)\b")
# "Our key innovation, the Instruction-Following Difficulty (IFD) metric", "Our main contribution is
# the ...", "Our method, the ...", "Our new measure, the ...": what the paper calls its contribution,
# or its own kind in apposition
# (no other word before the kind noun: "Our baseline model, the Deep Averaging Network (DAN)" is not;
# after "is" only "the" or a new one: not "Our main contribution is a Conditional Random Field (CRF) layer")
_OUR_CONTRIBUTION_RE = re.compile(
    r"\b(?:" + _OUR_CONTRIBUTION + r"(?:\s*,\s+the|\s+(?:is|are)\s+(?:the|an?\s+(?:novel|new)))"
    r"|[Oo]ur\s+(?:(?:new|novel|proposed)\s+[\w-]+|"
    # (a kind the paper makes, not one it uses: "Our platform, the Robot Operating System (ROS)")
    r"method|approach|framework|model|algorithm|architecture|technique|module|loss|estimator)\s*,\s+the)\s+$")
# "referred to as", "called", "termed" in a sentence with no sign of the paper (_OURS_SIGN_RE)
# name someone else's term ("a neural network module called Relation Network (RN)")
_PASSIVE_NAMING_RE = re.compile(r"(?<![Ww]e )\b(?:referred\s+to\s+as|called|named|termed|dubbed)\b")
_OURS_SIGN_RE = re.compile(
    r"\b(?:[Ww]e|[Oo]ur|us|[Tt]his|[Hh]ere|[Hh]erein|novel|new|proposed|propose|introduce|present|resulting)\b"
    r"|\bintroduced\b(?!\s+(?:by|in)\b)"  # not "a technique introduced by Smith et al., called"
    r"|\b[Tt]he\s+(?:[\w-]+\s+)?" + _KIND_NOUN + r"\b"
    # the paper's own methods counted: "The second, named ...", "The first one is ..."; not
    # "the first-order"
    r"|\b[Tt]he\s+(?:first|second|third)\b(?!-)")
_PASSIVE_PROPOSAL = r"(?P<verb>proposed|introduced|presented|developed|designed)\b"
_IS_PROPOSED_AFTER_RE = re.compile(r"[^.;]{0,40}?\b(?:is|are|was|were)\s+(?:\w+ly\s+)?" + _PASSIVE_PROPOSAL)
# ... in the present tense, said of the definition's own clause, and not credited: not "was proposed
# by", "is introduced in [3]", "were recently proposed"
_PRESENT_PASSIVE_AFTER_RE = re.compile(r"(?P<gap>(?:\s+[\w-]+){0,2}?)\s+(?:is|are)\s+(?:then\s+|further\s+|also\s+|first\s+)?"
                                       + _PASSIVE_PROPOSAL + r"(?!\s+(?:by\b|in\s+(?!this\b|our\b)))")
# a part of a system, which an established model is not
_PART_NOUN_RE = re.compile(r"\b(?:module|block|strategy|scheme|mechanism|component|unit|branch|head|score|loss|layer)s?\b",
                           re.IGNORECASE)
_INDEFINITE_END_RE = re.compile(r"\b[Aa]n?\s+(?:[\w-]+\s+){0,2}$")
# "a class of recurrent networks referred to as ...": a class the paper works with
_CLASS_OF_RE = re.compile(r"\b[Aa]\s+(?:broad\s+|general\s+|large\s+|wide\s+)?class\s+of\b")
# a definition coordinated with the paper's own definition right before it: the second object of
# the same proposal
_AND_OBJECT_RE = re.compile(r"\(([^()]{2,30})\)\s+and\s+(?:(?:a|an|the)\s+(?:novel\s+|new\s+)?)?$")
# ... but not what the paper compares with: "Foo Net (FN) and Proximal Policy Optimization (PPO2)
# baselines"
_BASELINE_AFTER_RE = re.compile(r"\s+baselines?\b")
# "known as" is the paper's own naming only after "we propose a novel X": the object calls itself
# new (elsewhere "known as" gives an established name)
_KNOWN_AS_RE = re.compile(r"(?<!also )(?<!commonly )(?<!widely )(?<!well )(?<!better )(?<!generally )"
                          r"\bknown\s+as(?:\s+the)?\s*$")
_NEW_KIND_RE = re.compile(r"\b(?:a|an)\s+(?:novel|new|innovative)\s+(?:[\w-]+\s+){0,4}?" + _KIND_NOUN
                          + r"\s+known\s+as\b")
# words between the verb of proposal and the long form that show the definition is not the object
# of the proposal: a clause, a preposition, a study of something, an existing or standard thing
_GAP_BAD_RE = re.compile(
    r"\b(?:of|on|upon|in|to|from|by|about|into|between|using|via|that|which|where|when|whether|"
    r"how|why|what|is|are|was|were|has|have|had|can|may|not|study|analysis|studies|existing|for|"
    # a verb in -ing ("using", "leveraging"), not a noun before a kind noun or a part ("a novel deep
    # learning framework", "a pre-training method", "a novel neural rendering component")
    r"(?<!-)[a-z]{3,}ing(?!\s+(?:" + _KIND_NOUN + r"|component|block|unit|layer|branch)s?\b)|"
    r"previous|prior|standard|classic|classical|conventional|popular|well-known|widely)\b|[;:(]"
)
_GAP_MAX_WORDS = 8
_OTHERS_IN_GAP_RE = re.compile(r"\b" + _EXISTING_WORDS + r"\b|\b(?:outperform\w*|improves|improved|compared|evaluated)\b")
# "the concept of", "a new notion of", "a novel family of" ("new", "a novel" are gone from the gap
# by then): the term is the object
_TERM_OF_RE = re.compile(r"^\s*(?:(?:the|an?)\s+)?(?:concept|notion|task|problem|family|class)\s+of\b")
_AND_VERB_RE = re.compile(r"^\s*and\s+(?:study|analy[sz]e|evaluate|implement|investigate|validate|test)\b")
# the acronym of the kind noun an appositive follows: "a novel imitation learning (IL) algorithm, "
_KIND_ACRONYM_RE = re.compile(r"\s*\([A-Za-z][\w-]{0,15}\)(?=\s+" + _KIND_NOUN + r"s?,)")
# a definition that qualifies a plural noun names a class, not one thing of the paper's: "we develop
# two density ratio estimation (DRE) methods", "(CSQ) lower bounds"
_PLURAL_HEAD_RE = re.compile(
    r"\s+(?:methods|algorithms|approaches|techniques|estimators|schemes|procedures|solvers|"
    r"heuristics|variants|(?:lower\s+|upper\s+)?bounds|guarantees)\b"
)
# the list of parts of a system: "DLPL comprises three main modules: ..."
_COMPOSE_RE = re.compile(
    r"\b(?:compris(?:es|e|ing)|consists?\s+of|consisting\s+of|composed\s+of|made\s+up\s+of|"
    r"(?:two|three|four|five|several|main|key|core)\s+(?:novel\s+|new\s+|major\s+)?(?:modules|components|sub-modules|"
    r"submodules|blocks|stages|parts)\b)"
)
# a clause or an existing component between the list's start and the part
_COMPOSE_GAP_BAD_RE = re.compile(
    r"\b(?:that|which|who|where|whose|using|uses|use|employs?|employing|based|via|by|"
    r"pre-trained|pretrained|existing|standard|off-the-shelf|classic|classical|conventional)\b"
)


def _compose_gap_ok(gap: str) -> bool:
    """The definition is an item of the list right after "comprises ...": no clause in between."""
    if ")" in gap:
        # a later item of the list: only what follows the previous item counts
        # ("... Module (VMM), which ensures ..., and a Complexity-Enhanced Selection Module (CSM)")
        gap = re.split(r",\s+|;\s+|\b\d\)\s*", gap[gap.rfind(")") + 1:])[-1]
    return len(gap.split()) <= 15 and not _COMPOSE_GAP_BAD_RE.search(gap)


# "our proposed method achieved a Dice similarity coefficient (DSC)": a result, not a name of ours
_OUR_GAP_BAD_RE = re.compile(
    r"\b(?:for|and|with|existing|previous|prior|standard|popular|known|uses?|used|"
    r"(?:achiev|obtain|outperform|reach|attain|yield|show|improv|surpass|exceed|gain)\w*)\b"
)
# "Our work naturally extends Word Mover's Distance (WMD)": built on someone else's; verbs only (after
# the subject's noun a past or plural form too, "Our work extended", "Our models employ"; right after
# "our" an adjective, "Our adaptive Feature Fusion Module (FFM)"), and not before "a" / "an": "Our
# framework employs a Cross-Modal Attention Module (CMAM)" names a part of its own
_OUR_USE_VERB_RE = re.compile(
    r"(?<=[a-z]\s)(?:(?:extend|generali[sz]e|adopt|employ|leverage|adapt|apply|modify)s?|extended|adapted|generali[sz]ed|"
    r"modified|applied|applies|modifies|extending|adopting|employing|leveraging)\b(?!\s+an?\s*$)")
# "(SGA), a new algorithm": an appositive after the definition that calls it new
_NEW_APPOSITIVE_RE = re.compile(r",\s+(?:a|an)\s+(?:novel|new)\b")
# "(CAFM), which we design to merge features": a relative clause in which "we" make it; not "which
# we propose to approximate", "which we introduce into the encoder" (a use of someone else's)
_WE_MADE_AFTER_RE = re.compile(r",?\s+(?:which|that)\s+we\s+(?:(?:also|further|newly|specifically|then)\s+)?"
                               r"(?:(?:propose|introduce|present)(?!\s+(?:to|into)\b)|design(?:ed)?|develop(?:ed)?|devise[d]?)\b")
# "our method" as the subject that the list of parts belongs to
_OUR_SUBJECT_RE = re.compile(r"\b(?:[Oo]ur|[Tt]he\s+proposed)\s+(?:\w+\s+)?(?:method|approach|framework|model|"
                             r"system|architecture|algorithm|pipeline|network)\b")
# the definition in apposition to the object of a proposal: "we introduce a novel approach to X,
# the neural tree transducer (NTT)", "a novel matrix family ..., the"
_APPOSITIVE_RE = re.compile(
    r"\s*(?:here\s+|herein\s+)?(?:a|an|two|three|several)\s+(?:[\w-]+\s+){0,4}?(?:" + _KIND_NOUN + r"|family|class)"
    + r"s?\b[^,:;()—]{0,60}?(?:[,:]\s*|\s*—\s*)(?:the\s+|namely\s+|namely,\s+)?"
)


# The definition follows a colon that ends the object of a proposal: the object starts
# with an article or a number, calls itself new or ends in a kind noun, and holds no clause or
# preposition of use ("We present results on three benchmarks:" is no proposal); after the colon
# only an article or earlier items of the list.  The items of a numbered list whose items are
# sentences ("2) a Dual Consistency Attention Module (DCAM) that ...") look back past the
# sentence end to the list's start (_ENUM_START_RE, _ENUM_FIRST_RE).
_ENUM_START_RE = re.compile(r"\s*\(?(?:[2-9]|ii|iii|iv|v|vi)\)\s")
_ENUM_FIRST_RE = re.compile(r"(?<![\w)])\(?(?:1|i)\)\s")
_COLON_HEAD_RE = re.compile(
    r"\s*(?:here\s+|herein\s+)?(?:a|an|two|three|four|several|our)\s+(?:[\w-]+\s+){0,6}?[\w-]+\s*")
_COLON_HEAD_KIND_RE = re.compile(r"\b(?:novel|new)\b|\b" + _KIND_NOUNS + r"\s*$|\ban?\s+(?:[\w-]+\s+){0,3}improvement\s*$")
_COLON_HEAD_BAD_RE = re.compile(
    r"\b(?:that|which|where|when|whether|how|why|what|is|are|was|were|has|have|had|can|may|not|on|across|"
    r"over|from|between|using|including|covering|spanning|containing|existing|previous|prior|standard|"
    r"classic|classical|conventional|popular|well-known|widely|experiments?|results?|evaluations?|"
    r"baselines?|studies|study|analysis)\b"
)
_COLON_TAIL_RE = re.compile(
    r"\s*(?:[^:;()]{1,100}?\([^()]{1,30}\),?\s+(?:and\s+)?){0,3}(?:the\s+|a\s+|an\s+|namely\s+)?")


def _colon_head_ok(head: str) -> bool:
    """The words before the colon are the object of a proposal (see _COLON_HEAD_RE)."""
    return (len(head) < 90 and _COLON_HEAD_RE.fullmatch(head) is not None
            and _COLON_HEAD_KIND_RE.search(head) is not None and _COLON_HEAD_BAD_RE.search(head) is None)


def _is_proposed(text: str, sent_start: int, lf_start: int, acronym: str = "", def_end: int = -1,
                 own: tuple = ()) -> bool:
    """Whether the definition whose long form starts at lf_start is the paper's own.

    def_end: the end of the definition (-1: none); own: the paper's own names so far."""
    if acronym in _ESTABLISHED and not _new_expansion(text, lf_start, acronym, def_end):
        return False
    before = text[sent_start:lf_start]
    tail = before[-60:]
    co = _AND_OBJECT_RE.search(tail) if ") and " in tail else None
    if co is not None and co.group(1) in own and not (
            def_end >= 0 and _BASELINE_AFTER_RE.match(text, def_end)):
        # the second object of the same proposal: "we propose a novel POCL framework named
        # Distortion-Disentangled Contrastive Learning (DDCL) and a Distortion-Disentangled Loss
        # (DDL)"
        return True
    if "known" in tail and _KNOWN_AS_RE.search(tail):
        # "we propose a novel transfer learning framework known as Learning to Transfer (L2T)":
        # "known as" names the paper's own thing only in a proposal of "we"
        last = None
        for last in _PROPOSE_RE.finditer(before):
            pass
        return last is not None and _WE_RE.search(before, 0, last.end()) is not None and (
            _NEW_KIND_RE.search(before, last.end()) is not None)
    if _NAMING_RE.search(tail):
        if _PASSIVE_NAMING_RE.search(tail) and not _OURS_SIGN_RE.search(before) and not any(
                o in before for o in own) and not (
                def_end >= 0 and _IS_PROPOSED_AFTER_RE.match(text, def_end)):
            # "Recent advancements hint at ... universal approaches, referred to as Universal
            # Information Extraction (UIE)": a name given with no sign of the paper
            return False
        if _CLASS_OF_RE.search(before) and not _PROPOSE_RE.search(before):
            # "considering a class of recurrent networks referred to as Recurrent Arithmetic
            # Circuits (RACs)": a class the paper works with, not one it introduces
            return False
        return not re.search(r"\b(?:recent|existing|previous|prior|popular|well-known|standard|classical|conventional|widely)\b", tail)
    if def_end >= 0 and _PLURAL_HEAD_RE.match(text, def_end):
        # "we develop two density ratio estimation (DRE) methods": DRE names a class of methods
        return False
    comp_before = before
    if _ENUM_START_RE.match(before):
        # a later item of a numbered list whose items are sentences: "PoseAnimate contains three
        # key components: 1) a Pose-Aware Control Module (PACM) that ... . 2) a Dual Consistency
        # Attention Module (DCAM) that ..."
        comp_before = text[max(0, sent_start - 600):lf_start]
    comp = None
    for comp in _COMPOSE_RE.finditer(comp_before):
        pass
    if comp is not None and comp_before is not before and not _ENUM_FIRST_RE.search(
            comp_before, comp.end(), len(comp_before) - len(before)):
        comp = None
    # a part is a capitalised name: "in two stages: (i) 3D vision-language (VL) alignment" is not
    named_part = text[lf_start:lf_start + 1].isupper()
    if comp is not None and named_part and _compose_gap_ok(comp_before[comp.end():]) and (
        _PROPOSE_RE.search(comp_before) or _OUR_SUBJECT_RE.search(comp_before)
        or any(re.search(r"(?<![\w-])" + re.escape(o) + r"(?![\w-])", comp_before) for o in own)
    ):
        # parts of the paper's own system: "DLPL comprises three main modules: Perspective
        # Discrete Decomposition (PDD), ..."; "we introduce RoboMP2 ... which consists of a ..."
        return True
    our = _OUR_RE.search(tail) or (_NEW_THE_RE.search(tail) if _OUR_IS_RE.match(before) or _PROPOSES_A_NEW_RE.search(before)
                                    else None)
    if our is not None and not _GAP_BAD_RE.search(our["gap"]) and not _OUR_GAP_BAD_RE.search(our["gap"]) and (
            not _OUR_USE_VERB_RE.search(our["gap"])) or (
            # a capitalised name: not "Our main contribution is the fixed-parameter tractable (FPT) compilation"
            named_part and "ur " in tail and _OUR_CONTRIBUTION_RE.search(tail)):
        return True
    resulting = _RESULTING_RE.search(tail) if "resulting" in tail else None
    if resulting is not None and (_KIND_END_RE.search(resulting["gap"]) or named_part or def_end >= 0 and (
            _KIND_END_RE.search(text[lf_start:text.rfind("(", lf_start, def_end)].rstrip())
            or _KIND_AFTER_RE.match(text, def_end))):
        # "The resulting architecture, Equivariant Mesh Neural Network (EMNN)", "the resulting
        # smooth min-max (SMM) network module": what the paper's own construction yields; not
        # "the resulting mixed-integer linear program (MILP) is solved with Gurobi"
        return True
    passive = _PRESENT_PASSIVE_AFTER_RE.match(text, def_end) if def_end >= 0 else None
    if passive is not None and _INDEFINITE_END_RE.search(tail) and (
            passive["verb"] in ("proposed", "presented") or _PART_NOUN_RE.search(passive["gap"])
            or _PART_NOUN_RE.search(text, max(lf_start, def_end - 60), def_end)):
        # "an Interest-aware Prompt-enhanced (IPE) strategy is proposed to", "a Dual Volume
        # Ensemble (DVE) module is introduced": the paper speaking of a new thing or part; but
        # "Personalized federated learning (PFL) is proposed to" tells of a field, and "a Random
        # Forest (RF) classifier is developed" of a known model put to use
        return True
    if def_end >= 0 and (_NEW_APPOSITIVE_RE.match(text, def_end) or _WE_MADE_AFTER_RE.match(text, def_end)):
        # "... motivates Symplectic Gradient Adjustment (SGA), a new algorithm for ...", "a
        # Cross-Attention Fusion Module (CAFM), which we design to merge features"
        return True
    last = None
    for m in _PROPOSE_RE.finditer(before):
        last = m
    for m in _AND_PROPOSE_RE.finditer(before, 0 if last is None else last.end()):
        if _word_start(before, m.start()) and _WE_RE.search(before, 0, m.start()):
            last = m
    if last is None:
        return False
    # an acronym defined on the way is no clause: "we propose a novel imitation learning (IL)
    # algorithm, Preference Aided Imitation Learning from imperfect demonstrations (PAIL)"
    gap = _KIND_ACRONYM_RE.sub("", before[last.end():])
    colon = gap.rfind(":")
    if colon >= 0 and named_part and _colon_head_ok(gap[:colon]) and _COLON_TAIL_RE.fullmatch(gap, colon + 1):
        # "This paper introduces a novel solution to this challenge: the Multi-type App-usage
        # Fusion Network (MAFN)", "we propose two methods: Variational Confidence Calibration
        # (VCC) and Influence-Function-based Unlabeled Sample Elimination (INFUSE)"
        return True
    if _APPOSITIVE_RE.fullmatch(gap) and not _OTHERS_IN_GAP_RE.search(gap):
        # "we introduce a novel approach to tree-to-tree learning, the neural tree transducer
        # (NTT)", "we propose a novel learning method for X: Between-Class learning (BC learning)",
        # "we propose two SGD-like algorithms for expected risk minimization, namely, ..."; not
        # the existing thing the object works on ("a plug-in module that improves a popular
        # one-stage detector, the ...")
        return True
    if len(gap.split()) > _GAP_MAX_WORDS:
        return False
    # "we propose a method for X called ..." is caught above; "presents a study of X" is not ours
    gap_clean = re.sub(r"\b(?:for the first time|here|herein|in this paper|in this work|a novel|novel|new)\b", "", gap)
    # "we introduce the concept of a differential neural computational machine (dNCM)", "we
    # propose the task of Domain-Agnostic Learning (DAL)": the proposal is of the term itself
    gap_clean = _TERM_OF_RE.sub("", gap_clean)
    # a second verb joined to the proposal: "We design and study a Contextual Memory Tree (CMT)"
    gap_clean = _AND_VERB_RE.sub("", gap_clean)
    if _GAP_BAD_RE.search(gap_clean):
        return False
    return True


# "we propose" or "we call (it / this measure)" right before a long form: the paper's own coinage
_NEW_EXPANSION_CUE_RE = re.compile(r"\b(?:[Ww]e\s+(?:\w+\s+)?propose|" + _WE_NAME + r")\s+(?:the\s+)?$")


def _new_expansion(text: str, lf_start: int, acronym: str, def_end: int) -> bool:
    """An established acronym that "we" give a new expansion of our own: "we propose local discovery
    by partitioning (LDP)", "We call it feature importance disparity (FID)"; not "We introduce
    transfer learning (TL) to ..." (a known term brought in), nor a common definition ("we propose
    reinforcement learning (RL) ...")."""
    bracket = text.rfind("(", lf_start, def_end) if def_end >= 0 else -1
    return bracket > lf_start and _NEW_EXPANSION_CUE_RE.search(text, max(0, lf_start - 60), lf_start) is not None and (
        not is_common_definition(acronym, text[lf_start:bracket].strip()))


# the long form right after a verb of proposal or of naming of the paper, "the" at most between:
# "We propose the Segment Anything Model (SAM)", "we call it ..." (not "a class called ...")
_PROPOSED_DIRECTLY_RE = re.compile(
    r"(?:\b" + _PAPER_PROPOSES + r"(?:s|d|ed)?|\b" + _WE_NAME + r")\s+(?:the\s+)?$")


def _proposed_directly(text: str, lf_start: int) -> bool:
    """Whether the long form at lf_start is the very object of the paper's proposal or naming:
    so is the paper that first defines a term many later papers use ("we propose the Segment
    Anything Model (SAM)"), unlike one that builds on it ("a novel multiple-instance learning
    (MIL) framework")."""
    return _PROPOSED_DIRECTLY_RE.search(text, max(0, lf_start - 80), lf_start) is not None
