"""The shows' numbers rounds as the referee needs them: the arithmetic, whether every tile is required,
and the points by distance (the same tables as the Java library's ``Variant.numbers()``)."""

from dataclasses import dataclass
from typing import Optional, Tuple

LONG_MAX = 2**63 - 1


@dataclass(frozen=True)
class Show:
    """A show's numbers round: its names, ``rationals`` (fractions allowed on the way), ``all_tiles``
    (every tile required) and ``scoring``, (largest distance, points) bands, closest first."""

    short_name: str
    name: str
    rationals: bool
    all_tiles: bool
    scoring: Tuple[Tuple[int, int], ...]

    def score(self, distance: int) -> int:
        for most, points in self.scoring:
            if distance <= most:
                return points
        return 0


SHOWS = (
    Show("countdown", "Countdown", False, False, ((0, 10), (5, 7), (10, 5))),
    Show("dcdl", "Des chiffres et des lettres", False, False, ((0, 10), (LONG_MAX, 6))),
    Show("cifras", "Cifras y Letras", False, False, ()),
    Show("cifras2024", "Cifras y Letras (2024)", False, False, ((0, 10), (LONG_MAX, 7))),
    Show("digits", "Digits", False, False, ((0, 3), (10, 2), (25, 1))),
    Show("twentyfour", "24 game", True, True, ((0, 1),)),
)


def show_named(name: str) -> Optional[Show]:
    """The show by its short name (``countdown``) or its name (``Countdown``), any case; None for
    ``free``. Raises ValueError for an unknown name."""
    for show in SHOWS:
        if show.short_name.lower() == name.lower() or show.name.lower() == name.lower():
            return show
    if name == "free":
        return None
    raise ValueError("variant: unknown show '%s'" % name)
