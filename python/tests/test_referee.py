"""The referee's rules, case by case (the Java library's own cases)."""

from chiffres_lettres import answer_of, check, compute_score, judge, reward

TILES = [8, 5, 75, 100, 9, 3]


def test_an_expression_and_steps_are_read():
    assert check(TILES, 594, "75*8-(9-3)").value == 594
    assert check(TILES, 594, "75 × 8 − (9 − 3)").accepted
    assert check(TILES, 594, "8*75=600, 9-3=6, 600-6=594").distance == 0
    assert check(TILES, 594, "8*75=600\n9-3=6\n600-6=594").accepted
    assert check(TILES, 594, "75 x 8").value == 600
    assert check(TILES, 594, "75 ÷ 5 : 3").value == 5


def test_each_rule_has_its_reason():
    assert check(TILES, 594, "").reason == "EMPTY"
    assert check(TILES, 594, "   ").reason == "EMPTY"
    assert check(TILES, 594, "75*8-(9-3").reason == "SYNTAX"
    assert check(TILES, 594, "75*75").reason == "USED_TOO_OFTEN"
    assert check(TILES, 594, "75*7").reason == "UNKNOWN_NUMBER"
    assert check(TILES, 594, "3-9").reason == "NOT_POSITIVE"
    assert check(TILES, 594, "9/5").reason == "INEXACT_DIVISION"
    assert check(TILES, 594, "8*75=601, 601-6=595").reason == "WRONG_RESULT"
    assert check(TILES, 594, "600-6=594, 8*75=600").reason == "NOT_YET_MADE"
    assert check(TILES, 594, "8*75, 9-3").reason == "SYNTAX"
    assert check(TILES, 594, "75*8", all_tiles=True).reason == "UNKNOWN_NUMBER"
    assert check([2**62, 2], 1, "%d*2" % 2**62).reason == "OVERFLOW"
    assert check(TILES, 594, "99999999999999999999").reason == "SYNTAX"


def test_whitespace_and_digits_are_javas():
    assert check(TILES, 594, "75\u00a0*8").reason == "SYNTAX"   # a non-breaking space is not a space to Java
    assert check(TILES, 594, "75\u2003*\t8").value == 600          # an em space is
    assert check(TILES, 594, "\u0667\u0665*8").value == 600        # Arabic-Indic digits are digits
    assert check(TILES, 594, "\U0001d7d5*8").reason == "SYNTAX"    # a digit beyond the BMP is two chars to Java


def test_the_24_game_takes_fractions_and_every_tile():
    assert reward([1, 5, 5, 5], 24, "5*(5-1/5)", "twentyfour") == 1.0
    assert judge([1, 5, 5, 5], 24, "5*5-1", "twentyfour").reason == "UNKNOWN_NUMBER"


def test_the_reward_is_the_shows_points_over_its_most():
    assert reward(TILES, 594, "<think>...</think><answer>75*8</answer>", "countdown") == 0.5
    assert reward(TILES, 594, "<answer>75*8-9</answer>", "countdown") == 0.7
    assert abs(reward(TILES, 594, "75*8-9", "digits") - 2 / 3) < 1e-12
    assert reward(TILES, 594, "75*8-9") == 0.0
    assert reward(TILES, 594, "75*8-9", "dcdl") == 0.6
    assert answer_of("a <answer>1</answer> b <answer>2+3</answer>") == "2+3"
    assert answer_of("<answer>2+3") == ""


def test_verls_compute_score_reads_the_rows_rule():
    truth = {"target": 594, "numbers": TILES}
    reply = "Assistant: thinking...</think>\n<answer>(75*8)-(9-3)</answer>"
    assert compute_score("chiffres-lettres", reply, truth, {"all_tiles": False, "variant": "Countdown"}) == 1.0
    assert compute_score("chiffres-lettres", reply, truth, {"all_tiles": True, "variant": "free"}) == 0.0
    assert compute_score("countdown", reply, truth, {}) == 0.0          # TinyZero's rule: every number
    assert compute_score("countdown", "<answer>100*(8-5)*(9-3)/3-6-75+75</answer>", truth, {}) == 0.0
