package chiffreslettres.jeu.game;

import chiffreslettres.chiffres.Problem;
import chiffreslettres.chiffres.Result;
import chiffreslettres.jeu.LettersRound;
import chiffreslettres.jeu.NumbersRound;
import chiffreslettres.jeu.Phrase;
import chiffreslettres.jeu.Referee;
import chiffreslettres.jeu.Verdict;
import chiffreslettres.jeu.WordVerdict;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.WordMatch;
import java.util.ArrayList;
import java.util.List;

/** Judges answers with the referee and scores a round by the format: the best valid answers score. */
final class RoundJudge {

    private RoundJudge() {
    }

    static Answer word(LettersRound round, Dictionary dictionary, String rack, String word) {
        if (word.isBlank()) {
            return Answer.NONE;
        }
        WordVerdict verdict = Referee.checkWord(round, dictionary, rack, word.strip());
        int length = verdict.accepted() ? dictionary.alphabet().fold(word.strip()).length() : 0;
        return new Answer(word.strip(), verdict.accepted(), length, 0, verdict.phrase());
    }

    static Answer calculation(Problem problem, String text) {
        if (text.isBlank()) {
            return Answer.NONE;
        }
        Verdict verdict = Referee.check(problem, text);
        if (verdict instanceof Verdict.Accepted accepted) {
            Phrase phrase = accepted.distance() == 0
                    ? Phrase.of("numbers.exact", accepted.expression().toInfix(), accepted.value())
                    : Phrase.of("numbers.away", accepted.expression().toInfix(), accepted.value(), accepted.distance());
            return new Answer(text.strip(), true, accepted.value(), accepted.distance(), phrase);
        }
        return new Answer(text.strip(), false, 0, 0, ((Verdict.Rejected) verdict).phrase());
    }

    /** The round scored: every seat with the best valid answer scores by the variant's table. */
    static RoundResult close(GameFormat format, Round round, Dictionary dictionary) {
        List<Answer> answers = new ArrayList<>();
        for (Answer a : round.answers()) {
            answers.add(a == null ? Answer.NONE : a);
        }
        List<Integer> points = new ArrayList<>();
        List<String> best = new ArrayList<>();
        int bestPoints;
        switch (round.kind()) {
            case LETTERS -> {
                LettersRound rules = format.variant().letters().orElseThrow();
                long longest = answers.stream().filter(Answer::valid).mapToLong(Answer::value).max().orElse(0);
                for (Answer a : answers) {
                    points.add(a.valid() && a.value() == longest ? rules.score((int) a.value()) : 0);
                }
                List<WordMatch> words = Best.longestWords(dictionary, round.letters());
                best.addAll(Best.some(words));
                bestPoints = words.isEmpty() ? 0 : rules.score(words.get(0).length());
            }
            case NUMBERS -> {
                NumbersRound rules = format.variant().numbers();
                long closest = answers.stream().filter(Answer::valid).mapToLong(Answer::distance).min()
                        .orElse(Long.MAX_VALUE);
                for (Answer a : answers) {
                    points.add(a.valid() && a.distance() == closest ? rules.score(a.distance()) : 0);
                }
                Result r = Best.calculation(round.numbers());
                best.add(r.best().toInfix() + " = " + r.value());
                bestPoints = rules.score(r.distance());
            }
            case CONUNDRUM -> {
                int winner = -1;
                for (int seat = 0; seat < answers.size(); seat++) {
                    Answer a = answers.get(seat);
                    if (a.valid() && (winner < 0 || a.value() < answers.get(winner).value())) {
                        winner = seat;
                    }
                }
                for (int seat = 0; seat < answers.size(); seat++) {
                    points.add(seat == winner ? format.conundrumPoints() : 0);
                }
                best.add(round.conundrum().answer());
                bestPoints = format.conundrumPoints();
            }
            default -> throw new AssertionError(round.kind());
        }
        return new RoundResult(round.number(), round.kind(), round.picker(), round.letters(), round.numbers(),
                round.conundrum(), answers, points, best, bestPoints);
    }
}
