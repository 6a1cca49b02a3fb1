"""chiffres-lettres in pure Python: the referee of a numbers puzzle and its graded reward, for trainers.

- :func:`compute_score`: verl's custom reward function over this library's rows.
- :class:`ChiffresLettresDataset`: a reasoning-gym dataset over this library's entries.
- :func:`reward`, :func:`judge`, :func:`check`: the reward, the verdict on a reply, the referee itself.
"""

from .referee import Verdict, check
from .reward import answer_of, compute_score, judge, reward
from .reasoning_gym import ChiffresLettresDataset, score_answer

__all__ = ["Verdict", "check", "answer_of", "compute_score", "judge", "reward", "ChiffresLettresDataset",
           "score_answer"]
