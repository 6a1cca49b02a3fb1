package chiffreslettres.jeu.game;

import chiffreslettres.Chiffres;
import chiffreslettres.chiffres.Budget;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.chiffres.Result;
import chiffreslettres.chiffres.search.SearchStrategy;
import chiffreslettres.jeu.LettersRound;
import chiffreslettres.lettres.Commonness;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Rack;
import chiffreslettres.lettres.WordMatch;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.random.RandomGenerator;

/** The library's computer levels, as {@link Opponent#level(int)} documents them. */
final class LevelledOpponent implements Opponent {

    /** Seconds within which each level finds a conundrum it solves, from level 1: {from, to}. */
    private static final double[][] CONUNDRUM_SECONDS = {{10, 29}, {8, 24}, {5, 18}, {3, 12}, {1, 5}};

    private final int level;

    LevelledOpponent(int level) {
        if (level < 1 || level > MAX_LEVEL) {
            throw new IllegalArgumentException("level: 1 to " + MAX_LEVEL + ", got " + level);
        }
        this.level = level;
    }

    @Override
    public int level() {
        return level;
    }

    @Override
    public String word(LettersRound round, Dictionary dictionary, String rack, RandomGenerator random) {
        Rack letters = Rack.parse(rack, dictionary.alphabet());
        int pick = random.nextInt(Integer.MAX_VALUE);
        if (!dictionary.hasCommonness()) {
            return byLength(round, dictionary, letters, pick);
        }
        List<WordMatch> known = dictionary.index().longest(letters, knownCommonness(level, dictionary));
        if (known.isEmpty() || known.get(0).length() < round.minWordLength()) {
            return "";
        }
        // Of the longest words it knows, those a second list holds too, and of them the commonest as written
        // (peinture, not peinturé): the word a person would most likely see and least likely dispute.
        List<WordMatch> held = SecondList.preferred(round.language(), known);
        int commonest = held.stream().mapToInt(WordMatch::commonness).max().getAsInt();
        List<String> choices = held.stream().filter(m -> m.commonness() == commonest).map(WordMatch::word).toList();
        return choices.get(pick % choices.size());
    }

    /**
     * The least commonness of the words a level knows on a list with word frequencies: the commonest
     * ({@link CommonWords#knownAtLevel}) at levels 1 to 3, every word of the frequency list at 4, every word at 5.
     */
    static int knownCommonness(int level, Dictionary dictionary) {
        if (level == MAX_LEVEL) {
            return Commonness.UNKNOWN;
        }
        return level == 4 ? Commonness.UNKNOWN + 1 : dictionary.commonnessOfCommonest(CommonWords.knownAtLevel(level));
    }

    /** On a list without frequencies: the longest word no longer than a share of the best length. */
    private String byLength(LettersRound round, Dictionary dictionary, Rack letters, int pick) {
        List<WordMatch> longest = dictionary.index().longest(letters);
        if (longest.isEmpty()) {
            return "";
        }
        int best = longest.get(0).length();
        int cap = level == MAX_LEVEL ? best : best * (5 + level) / 10;
        if (cap >= best) {
            List<WordMatch> held = SecondList.preferred(round.language(), longest);
            return held.get(pick % held.size()).word();
        }
        // Every word of the rack, longest first: the longest ones within the cap are its choice.
        List<String> chosen = new ArrayList<>();
        int length = 0;
        for (WordMatch match : dictionary.index().words(letters, round.minWordLength(), Integer.MAX_VALUE)) {
            if (match.length() > cap) {
                continue;
            }
            if (length == 0) {
                length = match.length();
            } else if (match.length() < length) {
                break;
            }
            chosen.add(match.word());
        }
        return chosen.isEmpty() ? "" : chosen.get(pick % chosen.size());
    }

    @Override
    public String calculation(Problem problem, RandomGenerator random) {
        List<Long> order = new ArrayList<>(problem.tiles());
        for (int i = order.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            order.set(j, order.set(i, order.get(j)));
        }
        List<Long> known = level == MAX_LEVEL ? order : order.subList(0, Math.min(order.size(), level + 1));
        Result best = Chiffres.target(problem.target()).tiles(known).rules(problem.rules()).limit(1)
                .strategy(SearchStrategy.naturalBestAnswer()).budget(Budget.unlimited()).solve();
        return best.best().toAscii();
    }

    @Override
    public OptionalLong conundrumMillis(Duration clock, RandomGenerator random) {
        double chance = random.nextDouble();
        double when = random.nextDouble();
        if (chance >= 0.2 * level) {
            return OptionalLong.empty();
        }
        double[] range = CONUNDRUM_SECONDS[level - 1];
        long millis = Math.round((range[0] + when * (range[1] - range[0])) * 1000);
        return millis <= clock.toMillis() ? OptionalLong.of(millis) : OptionalLong.empty();
    }
}
