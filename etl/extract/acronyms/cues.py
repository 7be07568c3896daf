"""Words and patterns of the paper's own proposal, shared by the long-form, is_proposed and name
finders: kind nouns, verbs of proposal, the cue before a proposed long form, established terms."""

from __future__ import annotations

import re


# nouns that head a description of the paper's own system ("a new ... network (EnvNet-v2)")
_KIND_NOUN = (
    r"(?:method|approach|framework|model|algorithm|system|benchmark|dataset|corpus|technique|"
    r"architecture|agent|tool|toolkit|library|metric|suite|environment|platform|simulator|network|"
    r"pipeline|estimator|optimizer|strategy|scheme|paradigm|module|variant|version|procedure|loss|"
    r"decoder|encoder|transformer|classifier|detector|generator|policy|mechanism|solver|language|solution|task)"
)
# ... in the singular or the plural, for the patterns of a proposal's object ("two training strategies,
# SimRegCR and SimZeroCR,")
_KIND_NOUNS = r"(?:" + _KIND_NOUN + r"s?|strategies|policies|libraries)"
# words that call a thing existing, not the paper's ("a classic policy gradient method", "two strong
# baselines")
_EXISTING_WORDS = (r"(?:classic|classical|standard|popular|well-known|widely|traditional|conventional|common|existing|"
                   r"strong|baseline|off-the-shelf|prior|previous)")
# verbs with which a paper introduces its own method or name
_PROPOSE_VERB = (
    r"(?:propose|introduce|present|develop|design|devise|formulate|construct|create|build|built|"
    r"contribute|curate|establish|offer|put\s+forward|put\s+forth|call|dub|name|term|coin|release|"
    r"describe|unveil|launch|pioneer|leverage\s+our)"
)
# a second verb of the sentence's "we": "we introduce A (X) ..., and propose B (Y)".  Patterns
# that start with a literal word are searched fast; the word boundary before it is checked by
# _word_start instead of a leading \b, which would make re try every position.
_AND_PROPOSE = r"and\s+(?:also\s+|then\s+|further\s+)?" + _PROPOSE_VERB + r"(?:s|d|ed)?\b"
_AND_PROPOSE_RE = re.compile(_AND_PROPOSE)
# "we propose", "this paper introduces", "this work presents": the paper proposes, within two
# words of its subject (not "pre-trained": the hyphen)
_PAPER_PROPOSES = r"(?:[Ww]e|paper|study|work)\s+(?:\w+\s+){0,2}?(?<!-)" + _PROPOSE_VERB
# the end of a proposal or a naming, right before the long form of the paper's own name
_CUE_RE = re.compile(
    r"(?:\b" + _PAPER_PROPOSES + r"(?:s|d|ed)?"
    r"|(?<!so-)(?<!so )\b(?:called|named|dubbed|termed|coined)|\b[Ww]e\s+(?:call|name|term|dub))\b"
    r"(?:\s+(?:here|herein|the|a|an|our|novel|new|as))*\s+"
)
_WE_RE = re.compile(r"\b[Ww]e\b")


def _word_start(text: str, pos: int) -> bool:
    """Whether pos starts a word (the boundary check of patterns that start with a literal)."""
    return pos == 0 or not text[pos - 1].isalnum()


# a proposal in the sentence: a verb of proposal with "we", "this paper / work / study" as
# subject, an "-ing" form, or a passive "is proposed"
_PROPOSE_RE = re.compile(
    # not the "called" of "so-called" or "well-designed", nor others' "the recently proposed",
    # "Recent work proposed X (Y)", "a line of work has proposed"
    r"(?:\b(?:[Ww]e|(?<![Rr]ecent\s)(?<![Pp]rior\s)(?<![Pp]revious\s)(?<![Ee]arlier\s)(?<![Rr]elated\s)(?<![Cc]oncurrent\s)(?<!of\s)"
    r"(?:paper|work|study|article))\b[^.;]{0,80}?(?<!-)(?<!recently\s)(?<!previously\s)(?<!originally\s)"
    r"(?<!already\s)(?<!widely\s)\b" + _PROPOSE_VERB + r"(?:s|d|ed|ing)?\b"
    # "This allows us to develop a Hamiltonian Variational Auto-Encoder (HVAE)" (not "allows us to
    # construct confidence intervals (CIs)": a use)
    r"|\bus\s+to\s+(?:develop|introduce|propose|design|devise)\b"
    r"|\b(?:introducing|proposing|presenting|developing|designing|devising)\b"
    r"|\b(?:is|are|was)\s+(?:thus\s+|then\s+)?(?:proposed|introduced|presented|developed)\b"
    # "we define context encoders (ConEc)": only right after "we" ("We study X, defined as" is not)
    r"|\b[Ww]e\s+(?:first\s+|then\s+|also\s+|further\s+)?define\b)"
)
# "we call it", "we term this approach", "we name our method": a naming of "we" right before the name
_WE_NAME = r"[Ww]e\s+(?:call|name|term|dub|coin)(?:\s+(?:it|this|them|(?:this|our|the)\s+[\w-]+))?"
# "Our contribution", "Our key innovation": what the paper calls its contribution
_OUR_CONTRIBUTION = r"[Oo]ur\s+(?:[\w-]+\s+)?(?:innovation|contribution)s?"
# established terms that papers use but do not introduce: not is_proposed (unless "we" give one a new
# expansion of our own, is_proposed._new_expansion), never a name of ours
_ESTABLISHED = frozenset("""
AI ML DL NLP CV RL IRL MARL LLM LLMs LM LMs VLM VLMs MLLM MLLMs LVLM LVLMs GNN GNNs CNN CNNs RNN
RNNs MLP MLPs ViT ViTs VAE VAEs GAN GANs DDPM DDPMs SDE SDEs ODE ODEs PDE PDEs SGD GD MCMC HMC
RKHS PCA SVD KL MDP MDPs POMDP POMDPs DP LDP FL OOD OoD ID MoE LoRA RLHF DPO PPO SAC TD DQN KD
NAS BO GP GPs MIP ILP LP QP SDP RMT NTK ERM DRO SVM SVMs KNN kNN NN NNs DNN DNNs BERT GPT CLIP
SSL CL MTL TL DA UDA ICL CoT RAG QA VQA NER MT ASR TTS SOTA IID i.i.d NP FID IS PSNR SSIM AUC
ROC MSE MAE RMSE ReLU GELU LSTM GRU EM VI ELBO MLE MAP OT EMD SNN SNNs UCB TS MAB CMAB LQR MPC
NE CE CCE FTRL OMD SR IRM SCM SCMs DAG DAGs CATE ATE ITE HTE IV RCT RCTs PAC VC LSH ANN FFT DFT PINN PINNs
FNO NeRF NeRFs SDF TSP VRP CO SAT SMT NMT LRP IG SHAP LIME XAI PEFT SFT ZO FO LLaMA LLaMa Seq2Seq
""".split())
