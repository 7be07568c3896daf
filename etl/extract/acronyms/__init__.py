"""Method names and acronyms in (normalised) abstract text: guidelines section 3.

A definition pairs a short form with its long form: "Long Form (LF)", "LF (Long Form)", "Long
Form, or LF", "Long Form (aka LF)".  The long form is found by matching the acronym's letters and
digits to the initials of the word parts before it, right to left, allowing skipped function
words, inner capitals and whole-word pieces, so that the WHOLE long form is returned
("Switchable Sparse-Dense Learning" for SSD).  When the initials do not match, stricter fallbacks
try capitals inside words, letters inside words, a comma list, a trailing phrase, a title-case
run, the acronym's parts the other way round and the words after a proposal cue.  A name the
paper proposes without an expansion ("we propose FedPIN", "our method, FedPIN, ...") is a record
with long_form None.

``is_proposed`` comes from the sentence around the definition: a verb of proposal of "we" or
"this paper" with no clause or existing work before the long form, a naming cue ("called", "we
term"), "our" / "the proposed", an appositive that calls it new, or a named part of the paper's
own system; established terms, results and classes of methods are not proposed.

Modules, each importing only those above it:
- shape: what a short form looks like and the characters its long form must spell;
- cues: kind nouns, verbs of proposal and established terms, shared by the finders below;
- letter_match: word parts and the right-to-left match of the characters to them;
- long_form_fallbacks: the other ways a long form spells its acronym;
- long_form: the long form in each layout of a definition;
- is_proposed: whether a definition is the paper's own;
- names: proposed names shaped like acronyms, without an expansion;
- plain_names: proposed names that are plain capitalised words, by the strongest cues only;
- extraction: extract_acronyms, which runs the finders and merges their records.
"""

from etl.extract.acronyms.extraction import AcronymFound, extract_acronyms

__all__ = ["AcronymFound", "extract_acronyms"]
