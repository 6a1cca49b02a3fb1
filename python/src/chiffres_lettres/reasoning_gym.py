"""A reasoning-gym dataset over this library's entries (``dataset --format reasoning-gym`` or
``--preset reasoning-gym``): it has reasoning-gym's ``ProceduralDataset`` methods (len, index, iterate,
``score_answer``), and its ``score_answer`` is the library's graded reward."""

import json
from typing import Any, Dict, Iterator, List, Mapping, Optional

from .reward import reward


class ChiffresLettresDataset:
    """The entries of a JSON lines file, in order. ``score_answer(answer, entry)`` judges a reply (or the
    answer reasoning-gym extracted from it) with the entry's numbers, target, rule (``all_tiles``; for
    an entry without it whose ``source_dataset`` names countdown, every number, as reasoning-gym's) and show (``variant``)."""

    def __init__(self, path: str):
        with open(path, encoding="utf-8") as f:
            self.entries: List[Dict[str, Any]] = [json.loads(line) for line in f if line.strip()]

    def __len__(self) -> int:
        return len(self.entries)

    def __getitem__(self, index: int) -> Dict[str, Any]:
        return self.entries[index]

    def __iter__(self) -> Iterator[Dict[str, Any]]:
        return iter(self.entries)

    def score_answer(self, answer: Optional[str], entry: Mapping[str, Any]) -> float:
        return score_answer(answer, entry)


def score_answer(answer: Optional[str], entry: Mapping[str, Any]) -> float:
    """The graded reward of ``answer`` for a reasoning-gym entry (0 for None)."""
    if answer is None:
        return 0.0
    metadata = entry["metadata"]
    all_tiles = metadata.get("all_tiles")
    if all_tiles is None:
        all_tiles = "countdown" in str(metadata.get("source_dataset", ""))
    return reward(list(metadata["numbers"]), int(metadata["target"]), answer, metadata.get("variant"), bool(all_tiles))
