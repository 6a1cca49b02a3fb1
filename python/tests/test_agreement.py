"""The Python reward agrees with the Java ``verify`` on model-like answers: exact, close, wrong,
malformed, numbers reused, steps right and wrong, thinking before the <answer> tag, other digits and
spaces, under every show and rule. Each answer is judged by both; verdicts and rewards must match."""

import json
import random

from chiffres_lettres import judge, reward

from conftest import json_lines

SHOWS = ["countdown", "Countdown", "dcdl", "cifras", "cifras2024", "digits", "free", None]
ASCII = str.maketrans({"\u00d7": "*", "\u2212": "-", "\u00f7": "/"})


def random_expression(rng, tiles):
    """A calculation over a random part of the tiles, each at most once, random operators and grouping."""
    chosen = rng.sample(tiles, rng.randint(1, len(tiles)))
    parts = [str(t) for t in chosen]
    while len(parts) > 1:
        i = rng.randrange(len(parts) - 1)
        op = rng.choice("+-*/")
        joined = parts[i] + op + parts[i + 1]
        parts[i:i + 2] = ["(" + joined + ")" if rng.random() < 0.6 else joined]
    return parts[0]


def mangle(rng, text):
    """A malformed or altered copy: a character dropped, doubled or replaced, a parenthesis cut."""
    if not text:
        return "("
    i = rng.randrange(len(text))
    kind = rng.randrange(5)
    if kind == 0:
        return text[:i] + text[i + 1:]
    if kind == 1:
        return text[:i] + text[i] + text[i:]
    if kind == 2:
        return text[:i] + rng.choice("abc=?+)(.,;\n") + text[i + 1:]
    if kind == 3:
        return text.replace(")", "", 1)
    return text + rng.choice(["=", "+", " 7", "))", " = 594"])


def other_digits(text, zero):
    return "".join(chr(ord(zero) + int(c)) if c.isdigit() and c.isascii() else c for c in text)


def answers_for(rng, puzzle):
    tiles, best = puzzle["tiles"], puzzle["answer"]
    plain = best.translate(ASCII)
    steps = puzzle["answer_steps"]
    some = random_expression(rng, tiles)
    out = [best, plain, ", ".join(steps), "\n".join(steps), "; ".join(steps),
           "<think>Let me try %s first.\nNo.</think>\n<answer>%s</answer>" % (some, plain),
           "Assistant: Let me solve this step by step.\n<think>...</think>\n<answer> %s </answer>" % plain,
           "<answer>%s</answer> on second thought <answer>%s</answer>" % (plain, some),
           "<answer>%s" % plain, "<answer></answer>", "", "   ", "I cannot find it.",
           "%s*%s" % (tiles[0], tiles[0]), "%s+%s+%s" % (tiles[1], tiles[1], tiles[2]),
           "(%s)+1" % plain, "(%s)*2" % plain, other_digits(plain, "\u0660"), other_digits(plain, "\uff10"),
           plain.replace("*", "\u00a0*\u00a0"), plain.replace("*", "\t*\u2003"),
           "99999999999999999999+%s" % tiles[0], "%s-%s" % (min(tiles), max(tiles)),
           "%s/7" % tiles[0], "%s:%s" % (tiles[0], tiles[0])]
    if steps:
        wrong = steps[-1].rsplit("=", 1)[0] + "= %d" % (puzzle["target"] + 1)
        out.append(", ".join(steps[:-1] + [wrong]))
        out.append(", ".join(reversed(steps)))
        out.append(", ".join(s.split("=")[0] for s in steps))
    for _ in range(4):
        out.append(random_expression(rng, tiles))
    for _ in range(3):
        out.append(mangle(rng, plain))
    return out


def test_python_and_java_judge_ten_thousand_answers_alike(cli, tmp_path):
    rng = random.Random(20261125)
    puzzles = json_lines(cli("dataset", "-n", "200", "--seed", "11", "--no-progress"))
    puzzles += json_lines(cli("dataset", "--free", "--tiles", "3..5", "--tile-range", "1..60", "--targets", "1..500",
                              "-n", "100", "--seed", "12", "--no-progress"))
    lines = []
    for puzzle in puzzles:
        for answer in answers_for(rng, puzzle):
            line = {"tiles": puzzle["tiles"], "target": puzzle["target"], "answer": answer}
            show = rng.choice(SHOWS)
            if show is not None:
                line["variant"] = show
            rule = rng.choice([True, False, None])
            if rule is not None:
                line["all_tiles"] = rule
            lines.append(line)
    lines.append({"tiles": [2**62, 2], "target": 5, "answer": "%d*2" % 2**62})
    lines.append({"tiles": [1, 5, 5, 5], "target": 24, "answer": "5*(5-1/5)", "variant": "twentyfour"})
    lines.append({"tiles": [1, 5, 5, 5], "target": 24, "answer": "(5-1/5)*5", "variant": "twentyfour", "all_tiles": True})
    lines.append({"tiles": [3, 3, 8, 8], "target": 24, "answer": "8/(3-8/3)", "variant": "twentyfour"})
    lines.append({"tiles": [3, 3, 8, 8], "target": 24, "answer": "8/3", "variant": "twentyfour", "all_tiles": False})
    print("answers judged by both:", len(lines))
    assert len(lines) >= 10_000
    path = tmp_path / "answers.jsonl"
    path.write_text("".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines), encoding="utf-8")
    verdicts = json_lines(cli("verify", str(path)))
    assert len(verdicts) == len(lines)
    kinds = {"accepted": 0, "exact": 0, "close": 0}
    reasons = set()
    for line, java in zip(lines, verdicts):
        python = judge(line["tiles"], line["target"], line["answer"], line.get("variant"), line.get("all_tiles"))
        where = json.dumps(line, ensure_ascii=False)
        assert python.accepted == java["accepted"], where
        if python.accepted:
            assert (python.value, python.distance) == (java["value"], java["distance"]), where
            kinds["accepted"] += 1
            kinds["exact" if python.distance == 0 else "close"] += 1
        else:
            assert python.reason == java["reason"], where
            reasons.add(python.reason)
        ours = reward(line["tiles"], line["target"], line["answer"], line.get("variant"), line.get("all_tiles"))
        assert abs(ours - java["reward"]) < 1e-4, where
    # The corpus covers every kind of answer.
    assert kinds["exact"] > 1000 and kinds["close"] > 500
    assert reasons >= {"EMPTY", "SYNTAX", "UNKNOWN_NUMBER", "USED_TOO_OFTEN", "NOT_YET_MADE", "NOT_POSITIVE",
                       "INEXACT_DIVISION", "OVERFLOW", "WRONG_RESULT"}
