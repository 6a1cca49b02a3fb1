"""The graded reward of a reply to a numbers puzzle, as the Java library's ``verify`` gives it, and verl's
custom reward function over it."""

from typing import Any, Mapping, Optional, Sequence

from .referee import Verdict, check
from .shows import show_named


def answer_of(text: str) -> str:
    """The calculation of a model's reply: the content of its last ``<answer>...</answer>`` (empty when
    that tag is not closed), or the whole text when it has no such tag."""
    opened = text.rfind("<answer>")
    if opened < 0:
        return text
    closed = text.find("</answer>", opened)
    return "" if closed < 0 else text[opened + len("<answer>"):closed]


def judge(tiles: Sequence[int], target: int, reply: str, variant: Optional[str] = None,
          all_tiles: Optional[bool] = None) -> Verdict:
    """The referee's verdict on the reply's answer (see :func:`answer_of`), under the show's rules
    (``variant``: ``countdown``, ``Countdown``, ``digits``... or None / ``free``); ``all_tiles``, when
    given, says whether every tile must be used, whatever the show."""
    show = show_named(variant) if variant is not None else None
    every = all_tiles if all_tiles is not None else (show.all_tiles if show else False)
    return check(tiles, target, answer_of(reply), all_tiles=every, rationals=show.rationals if show else False)


def reward(tiles: Sequence[int], target: int, reply: str, variant: Optional[str] = None,
           all_tiles: Optional[bool] = None) -> float:
    """From 0 to 1: the show's points at the answer's distance over its most (Countdown's 10, 7 and 5
    give 1, 0.7 and 0.5; Digits' 3, 2 and 1 stars 1, 2/3 and 1/3); without a show, 1 for the exact
    answer and 0 otherwise; 0 for an answer the referee rejects."""
    verdict = judge(tiles, target, reply, variant, all_tiles)
    if not verdict.accepted:
        return 0.0
    show = show_named(variant) if variant is not None else None
    if show is None or not show.scoring:
        return 1.0 if verdict.distance == 0 else 0.0
    most = max(points for _, points in show.scoring)
    return show.score(verdict.distance) / most if most else 0.0


def compute_score(data_source: str, solution_str: str, ground_truth: Mapping[str, Any],
                  extra_info: Optional[Mapping[str, Any]] = None, **kwargs: Any) -> float:
    """verl's custom reward function (``custom_reward_function.path`` this file's module,
    ``name: compute_score``): the graded :func:`reward` of ``solution_str`` for the row's
    ``ground_truth`` (``target``, ``numbers``). The rule and the show come from ``extra_info``
    (``all_tiles``, ``variant``) as this library writes them; a row without ``all_tiles`` whose data
    source names countdown is judged by TinyZero's and reasoning-gym's rule, every number used."""
    info = extra_info or {}
    all_tiles = info.get("all_tiles")
    if all_tiles is None:
        all_tiles = "countdown" in (data_source or "")
    return reward(list(ground_truth["numbers"]), int(ground_truth["target"]), solution_str or "",
                  info.get("variant"), bool(all_tiles))
