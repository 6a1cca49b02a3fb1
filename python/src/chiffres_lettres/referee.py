"""The referee of a numbers round, as the Java library's ``Referee.check``: reads one infix expression
(``(100 + 1) * 6``) or steps with their results (``8*75=600, 9-3=6, 600-6=594``, one a line or
separated by commas or semicolons), then judges it against the tiles and the target: each tile used at
most once (or every tile exactly once), a step's result usable once by a later step, every intermediate
result a positive whole number and every division exact (or any fraction, for the 24 game)."""

from dataclasses import dataclass
from fractions import Fraction
from typing import List, Optional, Sequence, Union
import unicodedata

LONG_MAX = 2**63 - 1
LONG_MIN = -(2**63)

EMPTY = "EMPTY"
SYNTAX = "SYNTAX"
UNKNOWN_NUMBER = "UNKNOWN_NUMBER"
USED_TOO_OFTEN = "USED_TOO_OFTEN"
NOT_YET_MADE = "NOT_YET_MADE"
NOT_POSITIVE = "NOT_POSITIVE"
INEXACT_DIVISION = "INEXACT_DIVISION"
DIVISION_BY_ZERO = "DIVISION_BY_ZERO"
OVERFLOW = "OVERFLOW"
WRONG_RESULT = "WRONG_RESULT"


@dataclass(frozen=True)
class Verdict:
    """An answer accepted with its ``value`` and ``distance`` to the target, or rejected with the
    ``reason`` (one of the names above, as the Java ``Verdict.Reason``) and a ``message``."""

    accepted: bool
    value: Optional[int] = None
    distance: Optional[int] = None
    reason: Optional[str] = None
    message: Optional[str] = None


def _is_space(c: str) -> bool:
    # Java's Character.isWhitespace on one UTF-16 unit.
    if c in "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f":
        return True
    if ord(c) > 0xFFFF or c in "\u00a0\u2007\u202f":
        return False
    return unicodedata.category(c) in ("Zs", "Zl", "Zp")


def _is_digit(c: str) -> bool:
    # Java's Character.isDigit on one UTF-16 unit: a decimal digit of the Basic Multilingual Plane.
    return ord(c) <= 0xFFFF and unicodedata.category(c) == "Nd"


def _is_blank(text: str) -> bool:
    return all(_is_space(c) for c in text)


@dataclass
class _Number:
    value: int


@dataclass
class _Applied:
    left: "Written"
    op: str
    right: "Written"


Written = Union[_Number, _Applied]


@dataclass
class _Step:
    calculation: Written
    stated: Optional[int]


class _Unreadable(Exception):
    pass


_ADD = {"+": "+", "-": "-", "\u2212": "-"}
_MUL = {"*": "*", "x": "*", "X": "*", "\u00d7": "*", "/": "/", "\u00f7": "/", ":": "/"}


class _Reader:
    def __init__(self, text: str, start: int, end: int):
        self.text = text
        self.pos = start
        self.end = end

    def skip(self):
        while self.pos < self.end and _is_space(self.text[self.pos]):
            self.pos += 1

    def step(self) -> _Step:
        calculation = self.sum()
        self.skip()
        if self.pos < self.end and self.text[self.pos] == "=":
            self.pos += 1
            self.skip()
            stated = self.number()
            self.skip()
            if self.pos < self.end:
                raise _Unreadable("unexpected %r after the result" % self.text[self.pos])
            return _Step(calculation, stated.value)
        if self.pos < self.end:
            raise _Unreadable("unexpected %r" % self.text[self.pos])
        return _Step(calculation, None)

    def sum(self) -> Written:
        left = self.product()
        while True:
            self.skip()
            op = _ADD.get(self.text[self.pos]) if self.pos < self.end else None
            if op is None:
                return left
            self.pos += 1
            left = _Applied(left, op, self.product())

    def product(self) -> Written:
        left = self.atom()
        while True:
            self.skip()
            op = _MUL.get(self.text[self.pos]) if self.pos < self.end else None
            if op is None:
                return left
            self.pos += 1
            left = _Applied(left, op, self.atom())

    def atom(self) -> Written:
        self.skip()
        if self.pos >= self.end:
            raise _Unreadable("an operand is missing")
        if self.text[self.pos] == "(":
            self.pos += 1
            inside = self.sum()
            self.skip()
            if self.pos >= self.end or self.text[self.pos] != ")":
                raise _Unreadable("a parenthesis is not closed")
            self.pos += 1
            return inside
        return self.number()

    def number(self) -> _Number:
        start = self.pos
        while self.pos < self.end and _is_digit(self.text[self.pos]):
            self.pos += 1
        if start == self.pos:
            raise _Unreadable("a number is expected")
        value = int(self.text[start:self.pos])
        if value > LONG_MAX:
            raise _Unreadable("the number %s is too large" % self.text[start:self.pos])
        return _Number(value)


def _read(answer: str) -> List[_Step]:
    steps = []
    start = 0
    for i in range(len(answer) + 1):
        if i == len(answer) or answer[i] in "\n,;":
            if not _is_blank(answer[start:i]):
                steps.append(_Reader(answer, start, i).step())
            start = i + 1
    if any(s.stated is not None for s in steps):
        if any(s.stated is None for s in steps):
            raise _Unreadable("a step has no stated result")
    elif len(steps) > 1:
        raise _Unreadable("one calculation, or steps with their results")
    return steps


class _Fault(Exception):
    def __init__(self, reason: str, message: str):
        super().__init__(message)
        self.reason = reason


def _fits(x: Fraction) -> bool:
    return LONG_MIN <= x.numerator <= LONG_MAX and x.denominator <= LONG_MAX


class _Check:
    def __init__(self, tiles: Sequence[int], rationals: bool, steps: List[_Step]):
        self.available = [[Fraction(t), True, False] for t in tiles]  # value, is a tile, used
        self.rationals = rationals
        self.steps = steps
        self.current = 0

    def apply(self, a: Fraction, op: str, b: Fraction) -> Fraction:
        text = "%s %s %s" % (a, op, b)
        if not self.rationals:
            # Positive whole numbers: a - b > 0, a / b exact, no overflow of a long.
            if op == "+":
                r = a + b
            elif op == "-":
                if a <= b:
                    raise _Fault(NOT_POSITIVE, "%s is not positive" % text)
                r = a - b
            elif op == "*":
                r = a * b
            else:
                if b == 0:
                    raise _Fault(DIVISION_BY_ZERO, "%s divides by zero" % text)
                if a.numerator % b.numerator != 0:
                    raise _Fault(INEXACT_DIVISION, "%s is not a whole number" % text)
                r = a / b
            if r > LONG_MAX:
                raise _Fault(OVERFLOW, "%s is too large" % text)
            return r
        if op == "/" and b == 0:
            raise _Fault(DIVISION_BY_ZERO, "%s divides by zero" % text)
        r = a + b if op == "+" else a - b if op == "-" else a * b if op == "*" else a / b
        if not _fits(r):
            raise _Fault(OVERFLOW, "%s is too large" % text)
        return r

    def evaluate(self, w: Written) -> Fraction:
        if isinstance(w, _Number):
            return self.take(w.value)
        left = self.evaluate(w.left)
        right = self.evaluate(w.right)
        return self.apply(left, w.op, right)

    def take(self, value: int) -> Fraction:
        exact = Fraction(value)
        for a in reversed(self.available):
            if not a[2] and a[0] == exact:
                a[2] = True
                return a[0]
        if any(a[0] == exact for a in self.available):
            raise _Fault(USED_TOO_OFTEN, "%d is used too often" % value)
        for later in range(self.current + 1, len(self.steps)):
            if self.steps[later].stated == value:
                raise _Fault(NOT_YET_MADE, "%d is made by a later step" % value)
        raise _Fault(UNKNOWN_NUMBER, "%d is not a tile" % value)

    def run(self, all_tiles: bool, target: int) -> Verdict:
        last = None
        for self.current, step in enumerate(self.steps):
            try:
                last = self.evaluate(step.calculation)
            except _Fault as fault:
                return Verdict(False, reason=fault.reason, message=str(fault))
            if step.stated is not None:
                if last != Fraction(step.stated):
                    return Verdict(False, reason=WRONG_RESULT, message="the step gives %s, not %d" % (last, step.stated))
                self.available.append([last, False, False])
        if all_tiles and any(a[1] and not a[2] for a in self.available):
            return Verdict(False, reason=UNKNOWN_NUMBER, message="every tile must be used")
        if last.denominator != 1:
            return Verdict(False, reason=INEXACT_DIVISION, message="the answer %s is not a whole number" % last)
        value = int(last)
        return Verdict(True, value=value, distance=abs(value - target))


def check(tiles: Sequence[int], target: int, answer: str, all_tiles: bool = False, rationals: bool = False) -> Verdict:
    """Judges ``answer`` for the tiles and the target, as the Java library's ``Referee.check``."""
    if _is_blank(answer):
        return Verdict(False, reason=EMPTY, message="nothing was written")
    try:
        steps = _read(answer)
    except _Unreadable as e:
        return Verdict(False, reason=SYNTAX, message=str(e))
    if not steps:
        return Verdict(False, reason=EMPTY, message="nothing was written")
    return _Check(list(tiles), rationals, steps).run(all_tiles, target)
