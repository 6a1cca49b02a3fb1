"""The peers' own contracts, written from their published code's documented behaviour, applied to the rows
this library writes with their presets: TinyZero's Countdown reward and verl's row columns, reasoning-gym's
entry keys and its countdown ``score_answer``; and the package installs from the checkout with pip."""

import ast
import inspect
import json
import operator
import pathlib
import re
import shutil
import subprocess
import sys
from fractions import Fraction

from chiffres_lettres import ChiffresLettresDataset, compute_score

from conftest import json_lines

ASCII = str.maketrans({"\u00d7": "*", "\u2212": "-", "\u00f7": "/"})


def tinyzero_score(solution_str, ground_truth):
    """TinyZero's countdown reward (verl/utils/reward_score/countdown.py): the text after the first
    "Assistant:", its last line, the last <answer> there; every number exactly once; evaluated in floating
    point within 1e-5 of the target: 1.0; a wrong or invalid equation 0.1; none found 0."""
    if "Assistant:" not in solution_str:
        return 0
    last_line = solution_str.split("Assistant:", 1)[1].split("\n")[-1]
    found = re.findall(r"<answer>(.*?)</answer>", last_line)
    if not found:
        return 0
    equation = found[-1].strip()
    if sorted(int(n) for n in re.findall(r"\d+", equation)) != sorted(ground_truth["numbers"]):
        return 0.1
    if not re.match(r"^[\d+\-*/().\s]+$", equation):
        return 0.1
    try:
        result = eval(equation, {"__builtins__": None}, {})
    except Exception:
        return 0.1
    return 1.0 if abs(result - ground_truth["target"]) < 1e-5 else 0.1


OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


def exact_value(expression):
    """The exact value of an arithmetic expression (what sympy's parse_expr gives for one)."""
    def walk(node):
        if isinstance(node, ast.Expression):
            return walk(node.body)
        if isinstance(node, ast.BinOp) and type(node.op) in OPS:
            return OPS[type(node.op)](walk(node.left), walk(node.right))
        if isinstance(node, ast.Constant) and isinstance(node.value, int):
            return Fraction(node.value)
        raise ValueError(ast.dump(node))
    return walk(ast.parse(expression, mode="eval"))


def reasoning_gym_score(answer, entry):
    """reasoning-gym's countdown score_answer (reasoning_gym/games/countdown.py): 1.0 when the expression's
    integers are exactly the entry's numbers and it equals the target, else 0.05 or 0.01."""
    if answer is None or not answer.strip():
        return 0.01
    try:
        try:
            from sympy.parsing.sympy_parser import parse_expr
            value = float(parse_expr(answer))
        except ImportError:
            value = float(exact_value(answer))
        if sorted(int(m) for m in re.findall(r"\b\d+\b", answer)) != sorted(entry["metadata"]["numbers"]):
            return 0.05
        return 1.0 if abs(value - entry["metadata"]["target"]) <= 1e-6 else 0.05
    except Exception:
        return 0.01


def test_tinyzeros_reward_gives_every_best_answer_full_marks(cli, tmp_path):
    rows_file = tmp_path / "countdown.json"
    cli("dataset", "--preset", "tinyzero", "-n", "300", "--seed", "3", "--format", "verl-jsonl", "-o", str(rows_file),
        "--no-progress")
    rows = json_lines(rows_file.read_text(encoding="utf-8"))
    # The same puzzles as records, with their proven best answers: the preset's shape spelled out.
    records = json_lines(cli("dataset", "--free", "--tiles", "3..4", "--tile-range", "1..100", "--targets", "1..1000",
                             "--all-tiles", "--solvable", "-n", "300", "--seed", "3", "--no-progress"))
    assert len(rows) == len(records) == 300
    for row, record in zip(rows, records):
        # verl's columns, as its RLHF dataset and reward manager read them.
        assert set(row) == {"data_source", "prompt", "ability", "reward_model", "extra_info"}
        assert row["data_source"] == "countdown" and "countdown" in row["data_source"]
        assert row["prompt"][0]["role"] == "user" and isinstance(row["prompt"][0]["content"], str)
        assert row["reward_model"]["style"] == "rule"
        truth = row["reward_model"]["ground_truth"]
        assert (truth["numbers"], truth["target"]) == (record["tiles"], record["target"])
        assert row["extra_info"]["split"] == "train" and isinstance(row["extra_info"]["index"], int)
        # TinyZero scores the prompt and the reply together: the prompt ends with "Assistant: ... <think>".
        reply = " I try the largest first.</think>\n<answer>%s</answer>" % record["answer"].translate(ASCII)
        solution_str = row["prompt"][0]["content"] + reply
        assert tinyzero_score(solution_str, truth) == 1.0, solution_str
        assert compute_score(row["data_source"], reply, truth, row["extra_info"]) == 1.0


def test_reasoning_gyms_score_gives_every_entry_full_marks(cli, tmp_path):
    path = tmp_path / "countdown-rg.jsonl"
    cli("dataset", "--preset", "reasoning-gym", "-n", "300", "--seed", "4", "-o", str(path), "--no-progress")
    dataset = ChiffresLettresDataset(str(path))
    assert len(dataset) == 300
    for index, entry in enumerate(dataset):
        assert set(entry) == {"question", "answer", "metadata"}
        metadata = entry["metadata"]
        assert metadata["source_dataset"] == "countdown" and metadata["source_index"] == index
        assert set(metadata["difficulty"]) == {"numbers", "target", "value"}
        assert metadata["expression"] == entry["answer"]
        assert 4 <= len(metadata["numbers"]) <= 6 and 100 <= metadata["target"] <= 999
        assert reasoning_gym_score(entry["answer"], entry) == 1.0
        assert dataset.score_answer(entry["answer"], entry) == 1.0
        assert dataset.score_answer("<answer>%s</answer>" % entry["answer"], entry) == 1.0
        assert dataset.score_answer(str(metadata["numbers"][0]), entry) == 0.0
    assert dataset[0] == dataset.entries[0]


def test_compute_score_has_verls_custom_reward_signature():
    assert list(inspect.signature(compute_score).parameters)[:4] == ["data_source", "solution_str", "ground_truth",
                                                                     "extra_info"]


def test_the_package_installs_from_the_checkout_with_pip(tmp_path):
    project = tmp_path / "checkout"   # a copy, so that pip's build files stay out of the repository
    shutil.copytree(pathlib.Path(__file__).resolve().parents[1], project,
                    ignore=shutil.ignore_patterns("build", "*.egg-info", "__pycache__", ".pytest_cache"))
    target = tmp_path / "site"
    done = subprocess.run([sys.executable, "-m", "pip", "install", "--no-build-isolation", "--no-deps", "--no-index",
                           "--target", str(target), str(project)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    used = subprocess.run([sys.executable, "-c", "import chiffres_lettres, json; print(json.dumps(chiffres_lettres"
                           ".reward([8, 5, 75, 100, 9, 3], 594, '<answer>75*8</answer>', 'countdown')))"],
                          capture_output=True, text=True, env={"PYTHONPATH": str(target)}, cwd=str(tmp_path))
    assert used.returncode == 0, used.stderr
    assert json.loads(used.stdout) == 0.5
