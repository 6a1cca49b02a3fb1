package chiffreslettres.benchmarks;

import chiffreslettres.Lettres;
import chiffreslettres.jeu.Draws;
import chiffreslettres.jeu.LettersRound;
import chiffreslettres.jeu.Variant;
import chiffreslettres.jeu.game.Opponent;
import chiffreslettres.lettres.Alphabet;
import chiffreslettres.lettres.Definitions;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.LetterResult;
import chiffreslettres.lettres.WordMatch;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * How many of the longest words of a show's random racks a list the project does not use also holds:
 * racks drawn as the show draws them (the player's vowel count uniform over what the rules allow), the
 * longest words of each under the show's shipped list, each looked up (folded) in the independent lists.
 * Prints, for each seed, the share found, the share with a definition ({@link Definitions}), in how many racks
 * the word the computer's level 5 plays the lists lack (its random choice among as good words seeded by the seed and
 * the rack's number), and every word missing with its count, then, for several seeds, the share over all of them.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar chiffreslettres.benchmarks.LongestWordsCheck \
 *     countdown 1000 20261128 /tmp/sowpods.txt [more lists...]
 * java -cp benchmarks/target/benchmarks.jar chiffreslettres.benchmarks.LongestWordsCheck \
 *     dcedl 1000 20261128,1-6 /tmp/fra20.txt</pre>
 *
 * SEEDS: a seed, or seeds and ranges of seeds separated by commas.
 *
 * Shows: {@code countdown}, {@code dcedl} (Des chiffres et des lettres), {@code cyl} (Cifras y Letras),
 * {@code cyl2024}.
 */
public final class LongestWordsCheck {

    private static final Opponent LEVEL_5 = Opponent.level(Opponent.MAX_LEVEL);

    private LongestWordsCheck() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 4) {
            System.err.println("usage: LongestWordsCheck SHOW RACKS SEEDS LIST...");
            System.exit(2);
        }
        Variant variant = switch (args[0]) {
            case "countdown" -> Variant.COUNTDOWN;
            case "dcedl" -> Variant.DES_CHIFFRES_ET_DES_LETTRES;
            case "cyl" -> Variant.CIFRAS_Y_LETRAS;
            case "cyl2024" -> Variant.CIFRAS_Y_LETRAS_2024;
            default -> throw new IllegalArgumentException("show: countdown, dcedl, cyl or cyl2024, got " + args[0]);
        };
        int racks = Integer.parseInt(args[1]);
        List<Long> seeds;
        try {
            seeds = seeds(args[2]);
        } catch (IllegalArgumentException e) {
            System.err.println("seeds: numbers or ranges (20261128,1-6) separated by commas, got " + args[2]);
            System.exit(2);
            return;
        }
        LettersRound round = variant.letters().orElseThrow();
        Alphabet alphabet = round.language().alphabet();
        Set<String> independent = read(alphabet, List.of(args).subList(3, args.length));
        String candidate = System.getProperty("list");
        Dictionary dictionary = candidate == null ? Dictionaries.get(round.language(), round.rules())
                : Dictionary.read(candidate, alphabet, Path.of(candidate));
        String lists = String.join(" + ", List.of(args).subList(3, args.length));
        int allLongest = 0;
        int allFound = 0;
        for (long seed : seeds) {
            SplittableRandom random = new SplittableRandom(seed);
            int longest = 0;
            int found = 0;
            int defined = 0;
            int computerOutside = 0;
            double anyOutside = 0;
            Map<String, Integer> missing = new TreeMap<>();
            for (int r = 0; r < racks; r++) {
                String rack = draw(round, random);
                LetterResult result = Lettres.in(dictionary).rack(rack).longest();
                for (WordMatch match : result.matches()) {
                    longest++;
                    defined += Definitions.of(round.language(), match.word()).isEmpty() ? 0 : 1;
                    if (independent.contains(alphabet.foldWord(match.word()))) {
                        found++;
                    } else {
                        missing.merge(match.word(), 1, Integer::sum);
                    }
                }
                String played = LEVEL_5.word(round, dictionary, rack, new SplittableRandom(seed * 1_000_003L + r));
                computerOutside += played.isEmpty() || independent.contains(alphabet.foldWord(played)) ? 0 : 1;
                anyOutside += result.matches().stream().filter(m -> !independent.contains(alphabet.foldWord(m.word())))
                        .count() / (double) Math.max(1, result.matches().size());
            }
            System.out.printf("%s (%s, %,d words), seed %d: %,d racks, %,d longest words, %,d (%.2f %%) in the %,d"
                    + " words of %s%n", variant.name(), dictionary.name(), dictionary.size(), seed, racks, longest,
                    found, 100.0 * found / longest, independent.size(), lists);
            System.out.printf("with a definition (%s): %,d (%.2f %%)%n",
                    Definitions.source(round.language()).orElse("none shipped"), defined, 100.0 * defined / longest);
            System.out.printf("level 5's word not in it: %d racks (one of the longest at random: %.1f expected)%n",
                    computerOutside, anyOutside);
            System.out.println("missing: " + missing);
            allLongest += longest;
            allFound += found;
        }
        if (seeds.size() > 1) {
            System.out.printf("all %d seeds: %,d longest words, %,d (%.2f %%) in %s%n", seeds.size(), allLongest,
                    allFound, 100.0 * allFound / allLongest, lists);
        }
    }

    /**
     * The words of word lists, one a line, folded as the alphabet folds them; lines with a capital (proper
     * nouns in some lists) are skipped.
     */
    static Set<String> read(Alphabet alphabet, List<String> paths) throws IOException {
        Set<String> words = new HashSet<>();
        for (String path : paths) {
            for (String line : Files.readAllLines(Path.of(path), StandardCharsets.UTF_8)) {
                String word = line.strip();
                if (!word.isEmpty() && word.chars().noneMatch(Character::isUpperCase)) {
                    words.add(alphabet.foldWord(word));
                }
            }
        }
        return words;
    }

    /** The seeds of {@code text}: seeds and ranges ({@code 1-6}) separated by commas. */
    static List<Long> seeds(String text) {
        List<Long> seeds = new ArrayList<>();
        for (String part : text.split(",")) {
            int dash = part.indexOf('-', 1);
            if (dash < 0) {
                seeds.add(Long.parseLong(part.strip()));
                continue;
            }
            long from = Long.parseLong(part.substring(0, dash).strip());
            long to = Long.parseLong(part.substring(dash + 1).strip());
            if (to < from || to - from > 1000) {
                throw new IllegalArgumentException("seeds: a range goes up, by at most 1,000 seeds, got " + part);
            }
            for (long seed = from; seed <= to; seed++) {
                seeds.add(seed);
            }
        }
        return seeds;
    }

    private static String draw(LettersRound round, SplittableRandom random) {
        int n = round.letterCount();
        int minVowels = Math.max(round.minVowels(), 3);
        int maxVowels = n - Math.max(round.minConsonants(), n - 6);
        int vowels = minVowels + random.nextInt(maxVowels - minVowels + 1);
        List<Draws.Pile> choices = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            choices.add(i < vowels ? Draws.Pile.VOWEL : Draws.Pile.CONSONANT);
        }
        Collections.shuffle(choices, new java.util.Random(random.nextLong()));
        return Draws.letters(round, choices, random);
    }
}
