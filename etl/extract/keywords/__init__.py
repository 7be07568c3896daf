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

Where the parts live: the word lists in ``words``; tokens, stems and word classes (1, 2) in
``tokens``; the analysis of one paper (1-3: candidates, counts, acronyms, ``terms``) in
``analysis``; scores and selection (3, 4) in ``ranking``; the display form (5) in
``display``; author-given keywords in ``authors``.
"""

from etl.extract.keywords.analysis import (TITLE_MARK, KeywordAnalysis, analyse, candidate_terms,
                                           lookup_keys)
from etl.extract.keywords.authors import normalise_author_keyword
from etl.extract.keywords.ranking import PARAMS, KeywordFound, extract_keywords, rank_keywords
from etl.extract.keywords.tokens import stem_phrase

__all__ = ["PARAMS", "TITLE_MARK", "KeywordAnalysis", "KeywordFound", "analyse",
           "candidate_terms", "extract_keywords", "lookup_keys", "normalise_author_keyword",
           "rank_keywords", "stem_phrase"]
