package chiffreslettres.dictionaries;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chiffreslettres.Lettres;
import chiffreslettres.jeu.Draws;
import chiffreslettres.jeu.LettersRound;
import chiffreslettres.jeu.Variant;
import chiffreslettres.jeu.game.CommonWords;
import chiffreslettres.jeu.game.Conundrum;
import chiffreslettres.jeu.game.Daily;
import chiffreslettres.jeu.game.Game;
import chiffreslettres.jeu.game.GameFormat;
import chiffreslettres.jeu.game.Move;
import chiffreslettres.jeu.game.Round;
import chiffreslettres.jeu.game.RoundKind;
import chiffreslettres.jeu.game.RoundResult;
import chiffreslettres.jeu.game.Seat;
import chiffreslettres.lettres.Alphabet;
import chiffreslettres.lettres.BruteForce;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.Rack;
import chiffreslettres.lettres.WordRules;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Whole games, conundrums and daily puzzles on the shipped word lists: the conundrum words against a scan
 * of the English list, the daily puzzles of fixed dates pinned, the computer's levels in order.
 */
class GamesOnTheShippedListsTest {

    private static String sorted(String folded) {
        char[] c = folded.toCharArray();
        Arrays.sort(c);
        return new String(c);
    }

    /** Each signature of the list's folded words → the distinct folded words with it, by a plain scan. */
    private static Map<String, Set<String>> groups(Dictionary list) {
        Alphabet alphabet = list.alphabet();
        Map<String, Set<String>> out = new HashMap<>();
        for (String word : list.words()) {
            String folded = alphabet.foldWord(word);
            out.computeIfAbsent(sorted(folded), k -> new HashSet<>()).add(folded);
        }
        return out;
    }

    @Test
    void everyEnglishConundrumIsTheOnlyWordOfItsLetters() {
        Dictionary english = Dictionaries.english(WordRules.COUNTDOWN);
        Map<String, Set<String>> groups = groups(english);
        Set<String> expected = new HashSet<>();
        groups.forEach((signature, words) -> {
            if (signature.length() == 9 && words.size() == 1) {
                expected.addAll(words);
            }
        });
        Conundrum conundrum = Conundrum.of(english);
        Set<String> found = new HashSet<>();
        conundrum.words().forEach(w -> found.add(english.alphabet().foldWord(w)));
        assertThat(found).isEqualTo(expected);
        assertThat(conundrum.count()).isEqualTo(expected.size()).isGreaterThan(10_000);
        for (long seed = 0; seed < 300; seed++) {
            Conundrum.Puzzle p = conundrum.draw(seed);
            assertThat(groups.get(sorted(p.scramble()))).containsExactly(english.alphabet().foldWord(p.answer()));
            assertThat(groups.getOrDefault(sorted(p.scramble()), Set.of())).doesNotContain(p.scramble());
        }
    }

    @Test
    void conundrumsOfTheFrenchAndSpanishListsAreFoundToo() {
        for (Dictionary list : List.of(Dictionaries.english(WordRules.COUNTDOWN), Dictionaries.french(),
                Dictionaries.spanish())) {
            Conundrum conundrum = Conundrum.of(list);
            // The same words in the same order as a plain scan (the draws depend on it).
            Map<String, Set<String>> groups = groups(list);
            Set<String> scanned = new java.util.LinkedHashSet<>();
            for (String word : list.words()) {
                String folded = list.alphabet().foldWord(word);
                if (folded.length() == 9 && groups.get(sorted(folded)).size() == 1) {
                    scanned.add(folded);
                }
            }
            assertThat(conundrum.words()).as(list.name()).containsExactlyElementsOf(scanned);
            assertThat(conundrum.count()).isPositive();
            Conundrum.Puzzle p = conundrum.draw(3);
            assertThat(groups(list).get(sorted(p.scramble())))
                    .containsExactly(list.alphabet().foldWord(p.answer()));
        }
    }

    /**
     * The plain definition of a language's conundrums people know, by a scan of both lists and of the
     * subtitle words the language's artifact ships.
     */
    private static Set<String> commonConundrumsByScan(Language language, Dictionary answers, Dictionary referee)
            throws java.io.IOException {
        int band = referee.commonnessOfCommonest(Conundrum.commonest(language));
        Map<String, Set<String>> groups = groups(referee);
        Set<String> said = subtitleWords(language);
        Set<String> out = new java.util.LinkedHashSet<>();
        for (String word : answers.words()) {
            String folded = answers.alphabet().foldWord(word);
            if (folded.length() == 9 && answers.commonness(word) >= band
                    && groups.get(sorted(folded)).equals(Set.of(folded)) && said.contains(folded)) {
                out.add(folded);
            }
        }
        return out;
    }

    /** A language's subtitle words, folded, read from the resource its artifact ships. */
    private static Set<String> subtitleWords(Language language) throws java.io.IOException {
        String resource = "/chiffreslettres/subtitles/" + language.code() + ".txt.gz";
        try (var in = new java.io.BufferedReader(new java.io.InputStreamReader(new java.util.zip.GZIPInputStream(
                GamesOnTheShippedListsTest.class.getResourceAsStream(resource)),
                java.nio.charset.StandardCharsets.UTF_8))) {
            Set<String> folded = new HashSet<>();
            in.lines().map(language.alphabet()::foldWord).filter(java.util.Objects::nonNull).forEach(folded::add);
            return folded;
        }
    }

    @Test
    void theWordsOfALengthAndCommonnessAreThoseAScanOfEveryWordFinds() {
        for (Language language : Language.values()) {
            Dictionary list = Conundrum.refereeList(language);
            for (int length : new int[] {5, 9}) {
                for (int min : new int[] {0, 1, list.commonnessOfCommonest(3000), list.commonnessOfCommonest(40000)}) {
                    List<String> scanned = list.words().stream().filter(w -> {
                        String folded = list.alphabet().foldWord(w);
                        return folded != null && folded.length() == length && (min == 0 || list.commonness(folded) >= min);
                    }).toList();
                    assertThat(list.words(length, min)).as("%s, %d letters, commonness %d", language, length, min)
                            .containsExactlyElementsOf(scanned);
                }
            }
        }
    }

    @Test
    void everyLanguagesConundrumsAreCommonWordsOfItsShowThatAreTheOnlyWordOfTheirLetters() throws java.io.IOException {
        Map<Language, WordRules> shows = Map.of(Language.ENGLISH, WordRules.COUNTDOWN,
                Language.FRENCH, WordRules.DES_CHIFFRES_ET_DES_LETTRES, Language.SPANISH, WordRules.CIFRAS_Y_LETRAS);
        for (Language language : Language.values()) {
            Dictionary referee = Conundrum.refereeList(language);
            Conundrum conundrum = Conundrum.of(language);
            // The same words in the same order (the draws depend on it).
            assertThat(conundrum.words()).containsExactlyElementsOf(
                    commonConundrumsByScan(language, Dictionaries.get(language, shows.get(language)), referee));
            assertThat(conundrum.count()).as(language.name()).isGreaterThan(3 * 365 + 1);
            for (long seed = 0; seed < 100; seed++) {
                Conundrum.Puzzle p = conundrum.draw(seed);
                // The answer as the list writes it (the commonest of its written forms: démocrate), the scramble
                // its letters folded.
                String folded = referee.alphabet().foldWord(p.answer());
                List<String> forms = referee.index().wordsWithSignature(referee.index().signatureOf(folded));
                assertThat(forms).contains(p.answer());
                assertThat(forms).allSatisfy(f -> assertThat(referee.index().commonness(f))
                        .isLessThanOrEqualTo(referee.index().commonness(p.answer())));
                assertThat(sorted(p.scramble())).isEqualTo(sorted(folded));
                assertThat(referee.commonness(p.answer())).isGreaterThanOrEqualTo(
                        referee.commonnessOfCommonest(Conundrum.commonest(language)));
            }
        }
        // Conundrums are words people say too: the written classes alone rank these with the commonest.
        assertThat(subtitleWords(Language.ENGLISH)).contains("worldwide", "submarine")
                .doesNotContain("comprises", "premiered");
        assertThat(Conundrum.of(Language.ENGLISH).words()).doesNotContain("comprises", "premiered", "relegated",
                "storyline");
        assertThat(Conundrum.of(Language.FRENCH).words()).contains("malchance", "confiture")
                .doesNotContain("isomorphe", "phosphate");
        assertThat(Conundrum.of(Language.SPANISH).words()).contains("frambuesa", "quemadura")
                .doesNotContain("perihelio", "ortogonal");
        assertThatThrownBy(() -> Conundrum.of(Language.ENGLISH, 5)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("commonest").hasMessageContaining("film subtitles");
        assertThatThrownBy(() -> Conundrum.of(Language.ENGLISH, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least 1");
    }

    @Test
    void ruleTwoDailiesAreReproducibleTheirConundrumsDoNotComeBackAndTheirRacksHoldACommonWord() {
        // Rule 2 keeps the English list it was made on, every form (Countdown's before SCOWL).
        Dictionary every = Dictionaries.english(WordRules.ALL);
        // Its band: the 12,000 commonest English words, without the subtitle words rule 3 also asks for.
        dailiesOfARule(2, Daily.RULE_2_FROM, every, Conundrum.of(every, every, Conundrum.LENGTH,
                every.commonnessOfCommonest(12_000)).count());
    }

    @Test
    void ruleThreeDailiesPlayCountdownsListTheirConundrumsDoNotComeBackAndTheirRacksHoldACommonWord() {
        dailiesOfARule(3, Daily.RULE_3_FROM, Dictionaries.english(WordRules.COUNTDOWN),
                Conundrum.of(Language.ENGLISH).count());
    }

    /** Every day of one turn of the conundrums under a rule: reproducible, no conundrum twice, racks checked. */
    private static void dailiesOfARule(int rule, LocalDate first, Dictionary list, int count) {
        int band = CommonWords.band(list, Language.ENGLISH);
        Set<String> seen = new HashSet<>();
        for (int d = 0; d < count; d++) {
            LocalDate day = first.plusDays(d);
            Daily daily = Daily.of(Variant.COUNTDOWN, day, rule);
            String answer = ((Daily.Anagram) daily.challenges().get(2)).puzzle().answer();
            assertThat(seen.add(answer)).as("day %s", day).isTrue();
            assertThat(list.contains(answer)).as(answer).isTrue();
            if (d % 10 == 0) {
                assertThat(daily).isEqualTo(Daily.of(Variant.COUNTDOWN, day, rule));
                String rack = ((Daily.Letters) daily.challenges().get(1)).rack();
                assertThat(Lettres.in(list).rack(rack).longest().matches())
                        .anySatisfy(m -> assertThat(m.commonness()).isGreaterThanOrEqualTo(band));
                assertThat(daily.best(1)).allSatisfy(w -> assertThat(list.contains(w)).as(w).isTrue());
            }
        }
        assertThat(((Daily.Anagram) Daily.of(Variant.COUNTDOWN, first.plusDays(count), rule).challenges().get(2))
                .puzzle().answer()).isEqualTo(((Daily.Anagram) Daily.of(Variant.COUNTDOWN, first, rule)
                .challenges().get(2)).puzzle().answer());
    }

    @Test
    void onTheShippedListsAHigherLevelNeverScoresLessGameByGame() {
        for (GameFormat format : List.of(GameFormat.COUNTDOWN, GameFormat.DES_CHIFFRES_ET_DES_LETTRES,
                GameFormat.CIFRAS_Y_LETRAS_2024)) {
            List<Integer> previous = null;
            for (int level = 1; level <= 5; level++) {
                List<Integer> scores = new java.util.ArrayList<>();
                for (long seed = 0; seed < 40; seed++) {
                    scores.add(Game.start(format, List.of(Seat.computer(level)), seed).totals().get(0));
                }
                if (previous != null) {
                    for (int i = 0; i < scores.size(); i++) {
                        assertThat(scores.get(i)).as("%s game %d, level %d", format.name(), i, level)
                                .isGreaterThanOrEqualTo(previous.get(i));
                    }
                }
                previous = scores;
            }
        }
    }

    @Test
    void aBeginnerPlaysOnlyTheCommonestWords() {
        Dictionary countdown = Dictionaries.english(WordRules.COUNTDOWN);
        LettersRound round = Variant.COUNTDOWN.letters().orElseThrow();
        int beginner = countdown.commonnessOfCommonest(CommonWords.knownAtLevel(1));
        for (long seed = 0; seed < 200; seed++) {
            String rack = Draws.letters(round, List.of(Draws.Pile.VOWEL, Draws.Pile.VOWEL, Draws.Pile.VOWEL,
                    Draws.Pile.VOWEL, Draws.Pile.CONSONANT, Draws.Pile.CONSONANT, Draws.Pile.CONSONANT,
                    Draws.Pile.CONSONANT, Draws.Pile.CONSONANT), new chiffreslettres.random.StableRandom(seed));
            String word = chiffreslettres.jeu.game.Opponent.level(1).word(round, countdown, rack,
                    new chiffreslettres.random.StableRandom(seed));
            if (!word.isEmpty()) {
                assertThat(countdown.commonness(word)).as(word).isGreaterThanOrEqualTo(beginner);
                assertThat(word.length()).isEqualTo(Lettres.in(countdown).rack(rack).minCommonness(beginner).longest()
                        .longestLength());
            }
        }
    }

    @Test
    void theDailyPuzzlesOfPinnedDatesNeverChange() {
        LocalDate day = LocalDate.of(2026, 11, 24);
        assertThat(Daily.of(Variant.COUNTDOWN, day)).isEqualTo(Daily.of(Variant.COUNTDOWN, day));
        assertThat(Daily.seedOf(Variant.COUNTDOWN, day)).isEqualTo(PINNED_COUNTDOWN_SEED);
        assertThat(describe(Daily.of(Variant.COUNTDOWN, day))).isEqualTo(PINNED_COUNTDOWN);
        assertThat(describe(Daily.of(Variant.DIGITS, day))).isEqualTo(PINNED_DIGITS);
        assertThat(describe(Daily.of(Variant.DES_CHIFFRES_ET_DES_LETTRES, LocalDate.of(2000, 1, 1))))
                .isEqualTo(PINNED_DCDL);
        assertThat(describe(Daily.of(Variant.CIFRAS_Y_LETRAS_2024, LocalDate.of(2030, 2, 28), 1)))
                .isEqualTo(PINNED_CIFRAS);
        assertThat(describe(Daily.of(Variant.COUNTDOWN, day.plusDays(1)))).isNotEqualTo(PINNED_COUNTDOWN);
    }

    @Test
    void everyDayBeforeRuleTwoKeepsRuleOneAndRuleTwoDaysArePinnedToo() {
        for (LocalDate d = Daily.RULE_2_FROM.minusDays(40); d.isBefore(Daily.RULE_2_FROM); d = d.plusDays(1)) {
            assertThat(Daily.of(Variant.COUNTDOWN, d)).isEqualTo(Daily.of(Variant.COUNTDOWN, d, 1));
            assertThat(Daily.of(Variant.COUNTDOWN, d).rule()).isEqualTo(1);
        }
        assertThat(Daily.of(Variant.COUNTDOWN, Daily.RULE_2_FROM).rule()).isEqualTo(2);
        assertThat(Daily.seedOf(Variant.COUNTDOWN, Daily.RULE_2_FROM)).isEqualTo(PINNED_RULE_2_SEED);
        assertThat(describe(Daily.of(Variant.COUNTDOWN, Daily.RULE_2_FROM))).isEqualTo(PINNED_RULE_2_COUNTDOWN);
        assertThat(describe(Daily.of(Variant.CIFRAS_Y_LETRAS_2024, LocalDate.of(2030, 2, 28), 2)))
                .isEqualTo(PINNED_RULE_2_CIFRAS);
        assertThat(describe(Daily.of(Variant.DES_CHIFFRES_ET_DES_LETTRES, LocalDate.of(2027, 1, 1), 2)))
                .isEqualTo(PINNED_RULE_2_DCDL);
        for (LocalDate d = Daily.RULE_2_FROM; d.isBefore(Daily.RULE_3_FROM); d = d.plusDays(1)) {
            assertThat(Daily.of(Variant.COUNTDOWN, d)).isEqualTo(Daily.of(Variant.COUNTDOWN, d, 2));
        }
    }

    @Test
    void frenchAndClassicSpanishDaysBeforeRuleThreeKeepTheirRacksAndTheirBestWords() {
        // Racks and best words as the code before the lists' check against the keyboard lists gave them (the
        // words; a reveal shows them the commonest first).
        assertThat(describe(Daily.of(Variant.DES_CHIFFRES_ET_DES_LETTRES, LocalDate.of(2026, 11, 22))))
                .isEqualTo("903 from [10, 5, 3, 50, 7, 25]; nefivudets; ");
        assertThat(Daily.of(Variant.DES_CHIFFRES_ET_DES_LETTRES, LocalDate.of(2026, 11, 22)).best(1))
                .containsExactly("évidents", "enduites", "défuntes", "feudiste");
        assertThat(Daily.of(Variant.DES_CHIFFRES_ET_DES_LETTRES, LocalDate.of(2026, 12, 7)).best(1))
                .containsExactlyInAnyOrder("anecdotes", "condensat", "secondant", "tendances");
        assertThat(describe(Daily.of(Variant.CIFRAS_Y_LETRAS, LocalDate.of(2026, 11, 22))))
                .isEqualTo("868 from [8, 2, 3, 8, 75, 1]; hupadeñar; ");
        assertThat(Daily.of(Variant.CIFRAS_Y_LETRAS, LocalDate.of(2026, 11, 22)).best(1))
                .containsExactlyInAnyOrder("adueñar", "apureña", "apuñear", "pradeña", "preñada");
        assertThat(Daily.of(Variant.CIFRAS_Y_LETRAS, LocalDate.of(2026, 12, 5)).best(1)).containsExactly("tomillo");
    }

    @Test
    void ruleThreeDaysArePinnedAndPlayTheNewCountdownList() {
        assertThat(Daily.of(Variant.COUNTDOWN, Daily.RULE_3_FROM.minusDays(1)).rule()).isEqualTo(2);
        assertThat(Daily.of(Variant.COUNTDOWN, Daily.RULE_3_FROM).rule()).isEqualTo(3);
        // Each rule judges with the list its days were played with.
        assertThat(Daily.of(Variant.COUNTDOWN, Daily.RULE_3_FROM).wordList()).isSameAs(Dictionaries.english(WordRules.COUNTDOWN));
        assertThat(Daily.of(Variant.COUNTDOWN, Daily.RULE_3_FROM.minusDays(1)).wordList()).isSameAs(Dictionaries.english());
        assertThat(Daily.of(Variant.COUNTDOWN, Daily.RULE_2_FROM.minusDays(1)).wordList()).isSameAs(Dictionaries.english());
        assertThat(Daily.of(Variant.CIFRAS_Y_LETRAS_2024, Daily.RULE_3_FROM).wordList())
                .isSameAs(Dictionaries.spanish(WordRules.CIFRAS_Y_LETRAS_2024));
        assertThat(Daily.of(Variant.CIFRAS_Y_LETRAS_2024, Daily.RULE_2_FROM).wordList()).isSameAs(Dictionaries.spanish());
        assertThat(Daily.of(Variant.DES_CHIFFRES_ET_DES_LETTRES, Daily.RULE_2_FROM).wordList())
                .isSameAs(Dictionaries.byTagsAlone(Language.FRENCH, WordRules.DES_CHIFFRES_ET_DES_LETTRES));
        assertThat(Daily.of(Variant.DES_CHIFFRES_ET_DES_LETTRES, Daily.RULE_3_FROM).wordList())
                .isSameAs(Dictionaries.french(WordRules.DES_CHIFFRES_ET_DES_LETTRES));
        assertThat(Daily.of(Variant.CIFRAS_Y_LETRAS, Daily.RULE_2_FROM.minusDays(1)).wordList())
                .isSameAs(Dictionaries.byTagsAlone(Language.SPANISH, WordRules.CIFRAS_Y_LETRAS));
        assertThat(Daily.of(Variant.CIFRAS_Y_LETRAS, Daily.RULE_3_FROM).wordList())
                .isSameAs(Dictionaries.spanish(WordRules.CIFRAS_Y_LETRAS));
        assertThatThrownBy(() -> Daily.of(Variant.DIGITS, Daily.RULE_3_FROM).wordList())
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("no letters round");
        assertThat(Daily.seedOf(Variant.COUNTDOWN, Daily.RULE_3_FROM)).isEqualTo(PINNED_RULE_3_SEED);
        assertThat(describe(Daily.of(Variant.COUNTDOWN, Daily.RULE_3_FROM))).isEqualTo(PINNED_RULE_3_COUNTDOWN);
        assertThat(describe(Daily.of(Variant.CIFRAS_Y_LETRAS_2024, LocalDate.of(2030, 2, 28))))
                .isEqualTo(PINNED_RULE_3_CIFRAS);
        assertThat(describe(Daily.of(Variant.DES_CHIFFRES_ET_DES_LETTRES, LocalDate.of(2027, 1, 1))))
                .isEqualTo(PINNED_RULE_3_DCDL);
    }

    /** The first eight bytes of SHA-256("chiffres-lettres daily v3 Countdown 2026-12-08"), as sha256sum prints them. */
    private static final long PINNED_RULE_3_SEED = 0xe0c460f69dbd4b95L;
    private static final String PINNED_RULE_3_COUNTDOWN = "815 from [100, 8, 5, 3, 4, 8]; yileratix; tubmisted=submitted; ";
    private static final String PINNED_RULE_3_CIFRAS = "763 from [8, 10, 7, 1, 7, 9]; menisalart; ";
    private static final String PINNED_RULE_3_DCDL = "539 from [25, 5, 50, 7, 100, 8]; rinohewovl; ";

    /** The first eight bytes of SHA-256("chiffres-lettres daily v2 Countdown 2026-12-01"), as sha256sum prints them. */
    private static final long PINNED_RULE_2_SEED = 0xe606e203ff886d48L;
    private static final String PINNED_RULE_2_COUNTDOWN = "709 from [50, 8, 2, 10, 5, 4]; datitinen; tomdative=motivated; ";
    private static final String PINNED_RULE_2_CIFRAS = "786 from [10, 9, 2, 2, 4, 8]; roreheñetd; ";
    private static final String PINNED_RULE_2_DCDL = "801 from [6, 8, 1, 25, 50, 75]; raxetoremp; ";

    /** The first eight bytes of SHA-256("chiffres-lettres daily v1 Countdown 2026-11-24"), as sha256sum prints them. */
    private static final long PINNED_COUNTDOWN_SEED = 0x2b05a730dc05a3a1L;
    private static final String PINNED_COUNTDOWN = "570 from [100, 6, 8, 1, 1, 5]; poriyemon; tieluetic=leucitite; ";
    private static final String PINNED_DIGITS = "91 from [8, 24, 15, 18, 23, 19]; 142 from [7, 18, 16, 17, 14, 9]; "
            + "269 from [18, 15, 7, 23, 14, 16]; 366 from [5, 18, 13, 2, 10, 24]; 406 from [8, 5, 17, 2, 15, 7]; ";
    private static final String PINNED_DCDL = "679 from [4, 9, 9, 3, 2, 3]; rirazasign; ";
    private static final String PINNED_CIFRAS = "156 from [9, 3, 4, 7, 7, 75]; turebemipr; ";

    private static String describe(Daily daily) {
        StringBuilder out = new StringBuilder();
        for (Daily.Challenge c : daily.challenges()) {
            if (c instanceof Daily.Numbers n) {
                out.append(n.problem().target()).append(" from ").append(n.problem().tiles()).append("; ");
            } else if (c instanceof Daily.Letters l) {
                out.append(l.rack()).append("; ");
            } else {
                Conundrum.Puzzle p = ((Daily.Anagram) c).puzzle();
                out.append(p.scramble()).append('=').append(p.answer()).append("; ");
            }
        }
        return out.toString();
    }

    @Test
    void theShareTextGivesAwayNoAnswer() {
        Daily daily = Daily.of(Variant.COUNTDOWN, LocalDate.of(2026, 11, 24));
        String text = daily.shareText(List.of(10, 7, 0));
        assertThat(text).contains("Countdown", "2026-11-24", "Numbers 10", "Letters 7", "Conundrum 0", "Total 17");
        Conundrum.Puzzle p = ((Daily.Anagram) daily.challenges().get(2)).puzzle();
        assertThat(text.toLowerCase()).doesNotContain(p.answer()).doesNotContain(p.scramble())
                .doesNotContain(((Daily.Letters) daily.challenges().get(1)).rack());
        Daily digits = Daily.of(Variant.DIGITS, LocalDate.of(2026, 11, 24));
        assertThat(digits.shareText(List.of(3, 2, 1, 0, 3))).contains("★★★ ★★☆ ★☆☆ ☆☆☆ ★★★");
    }

    @Test
    void aDaysAnswersAreJudgedAndScoredByTheVariant() {
        Daily daily = Daily.of(Variant.COUNTDOWN, LocalDate.of(2026, 11, 24));
        Daily.Numbers numbers = (Daily.Numbers) daily.challenges().get(0);
        String best = chiffreslettres.Chiffres.best(numbers.problem().target(), numbers.problem().tileArray()).best()
                .toAscii();
        assertThat(daily.check(0, best)).satisfies(c -> {
            assertThat(c.accepted()).isTrue();
            assertThat(c.points()).isEqualTo(10);
            assertThat(c.best().get(0)).endsWith("= " + numbers.problem().target());
        });
        assertThat(daily.check(0, "1000 * 1000").accepted()).isFalse();
        // A slip (a calculation breaking a rule, no word, other letters) may be corrected; a judgement is final.
        assertThat(daily.check(0, "1000 * 1000").correctable()).isTrue();
        assertThat(daily.check(0, best).correctable()).isFalse();
        String rack = ((Daily.Letters) daily.challenges().get(1)).rack();
        // A rule 1 day: judged on the list it was played with, every form.
        String word = chiffreslettres.Lettres.in(Dictionaries.english(WordRules.ALL)).rack(rack).longest().words()
                .get(0);
        assertThat(daily.check(1, word).points()).isEqualTo(Variant.COUNTDOWN.letters().orElseThrow().score(word.length()));
        assertThat(daily.check(1, word).best()).contains(word);
        Conundrum.Puzzle p = ((Daily.Anagram) daily.challenges().get(2)).puzzle();
        assertThat(daily.check(2, p.answer().toUpperCase()).points()).isEqualTo(Daily.CONUNDRUM_POINTS);
        assertThat(daily.check(2, p.scramble()).points()).isZero();
        assertThat(daily.check(2, p.scramble()).correctable()).as("the scramble's letters, wrong: final").isFalse();
        assertThat(daily.check(2, p.answer() + "x").correctable()).as("other letters: a slip").isTrue();
        assertThat(daily.check(2, p.answer()).correctable()).isFalse();
        assertThat(daily.check(1, "qqqq").correctable()).isTrue();
        assertThat(daily.check(1, word).correctable()).isFalse();
        assertThat(daily.best(2)).containsExactly(p.answer());
    }

    @Test
    void ofTheLongestWordsTheStrongestComputerPlaysOneEnableHasWhenThereIsOne() {
        Dictionary countdown = Dictionaries.english(WordRules.COUNTDOWN);
        LettersRound round = Variant.COUNTDOWN.letters().orElseThrow();
        chiffreslettres.scrabble.Lexicon enable = chiffreslettres.Scrabble.lexicon(Language.ENGLISH, "enable");
        chiffreslettres.jeu.game.Opponent computer = chiffreslettres.jeu.game.Opponent.level(5);
        // DATASCOTE: dataset (the commonest, not an ENABLE2K word), coasted, costate, scatted, toasted.
        assertThat(Lettres.in(countdown).rack("datascote").longest().words()).contains("dataset", "toasted");
        assertThat(enable.contains("dataset")).isFalse();
        assertThat(computer.word(round, countdown, "datascote", new chiffreslettres.random.StableRandom(1)))
                .isNotEqualTo("dataset").satisfies(word -> assertThat(enable.contains(word)).isTrue());
        int heldSomewhere = 0;
        for (long seed = 0; seed < 300; seed++) {
            String rack = Draws.letters(round, List.of(Draws.Pile.CONSONANT, Draws.Pile.VOWEL, Draws.Pile.CONSONANT,
                    Draws.Pile.VOWEL, Draws.Pile.CONSONANT, Draws.Pile.VOWEL, Draws.Pile.CONSONANT,
                    Draws.Pile.CONSONANT, Draws.Pile.VOWEL), new chiffreslettres.random.StableRandom(seed));
            // The reference: the longest words of a plain scan, those ENABLE2K holds if any, the commonest.
            List<String> candidates = BruteForce.longest(countdown.alphabet(), countdown.words(),
                    Rack.parse(rack, countdown.alphabet()));
            List<String> held = candidates.stream().filter(enable::contains).toList();
            List<String> pool = held.isEmpty() ? candidates : held;
            heldSomewhere += held.isEmpty() || held.size() == candidates.size() ? 0 : 1;
            int commonest = pool.stream().mapToInt(countdown.index()::commonness).max().orElse(0);
            String word = computer.word(round, countdown, rack, new chiffreslettres.random.StableRandom(seed));
            assertThat(word).as(rack).isIn(pool);
            assertThat(countdown.index().commonness(word)).as(rack).isEqualTo(commonest);
        }
        // Racks where the choice mattered: some longest words ENABLE2K has, some not.
        assertThat(heldSomewhere).isPositive();
    }

    @Test
    void theStrongestComputerPlaysTheCommonestWordAsWrittenNotARareWordThatFoldsLikeIt() {
        Dictionary french = Dictionaries.french(WordRules.DES_CHIFFRES_ET_DES_LETTRES);
        LettersRound round = Variant.DES_CHIFFRES_ET_DES_LETTRES.letters().orElseThrow();
        chiffreslettres.jeu.game.Opponent computer = chiffreslettres.jeu.game.Opponent.level(5);
        // TORIPEFUNE: peinture (very common) and peinturé (of peinturer, rare) fold alike.
        assertThat(french.index().commonness("peinture")).isGreaterThan(french.index().commonness("peinturé"));
        for (long seed = 0; seed < 20; seed++) {
            assertThat(computer.word(round, french, "toripefune", new chiffreslettres.random.StableRandom(seed)))
                    .isEqualTo("peinture");
        }
        int twins = 0;
        for (long seed = 0; seed < 300; seed++) {
            String rack = Draws.letters(round, List.of(Draws.Pile.CONSONANT, Draws.Pile.VOWEL, Draws.Pile.CONSONANT,
                    Draws.Pile.VOWEL, Draws.Pile.CONSONANT, Draws.Pile.VOWEL, Draws.Pile.CONSONANT,
                    Draws.Pile.VOWEL, Draws.Pile.CONSONANT, Draws.Pile.VOWEL), new chiffreslettres.random.StableRandom(seed));
            // The reference: the longest words of a plain scan, the commonest of them, each as written.
            List<String> longest = BruteForce.longest(french.alphabet(), french.words(), Rack.parse(rack, french.alphabet()));
            int commonest = longest.stream().mapToInt(french.index()::commonness).max().orElse(0);
            String word = computer.word(round, french, rack, new chiffreslettres.random.StableRandom(seed));
            assertThat(word).as(rack).isIn(longest);
            assertThat(french.index().commonness(word)).as(rack).isEqualTo(commonest);
            Alphabet alphabet = french.alphabet();
            twins += longest.stream().map(alphabet::foldWord).distinct().count() < longest.size() ? 1 : 0;
        }
        // Racks whose longest words hold two written forms of one folded word.
        assertThat(twins).isPositive();
    }

    @Test
    void aConundrumPractisedInEachShowsLanguageIsOneOfItsLanguagesConundrumsOfWordsPeopleKnow() {
        // The page's conundrum is a one-round game of the language's show; on the show's shipped list it draws
        // the language's conundrums (words people know), not every conundrum word of that list (comarques,
        // envejezco, intoxique).
        for (Variant variant : List.of(Variant.COUNTDOWN, Variant.DES_CHIFFRES_ET_DES_LETTRES,
                Variant.CIFRAS_Y_LETRAS_2024)) {
            Language language = variant.letters().orElseThrow().language();
            Conundrum common = Conundrum.of(language);
            GameFormat practice = GameFormat.practice(variant, RoundKind.CONUNDRUM);
            for (long seed = 0; seed < 30; seed++) {
                Game game = Game.start(practice, List.of(Seat.person("Eva")), seed).apply(new Move.Reveal());
                String answer = game.results().get(0).best().get(0);
                assertThat(common.words()).as("%s seed %d", variant.name(), seed)
                        .contains(Conundrum.refereeList(language).alphabet().foldWord(answer));
            }
        }
    }

    @Test
    void theComputersLevelsScoreInOrder() {
        for (GameFormat format : GameFormat.ALL) {
            double previous = -1;
            int[] previousScores = null;
            for (int level = 1; level <= 5; level++) {
                int[] scores = new int[40];
                for (int g = 0; g < scores.length; g++) {
                    scores[g] = Game.start(format, List.of(Seat.computer(level)), g).totals().get(0);
                    if (previousScores != null) {
                        assertThat(scores[g]).as("%s game %d level %d", format.key(), g, level)
                                .isGreaterThanOrEqualTo(previousScores[g]);
                    }
                }
                double mean = Arrays.stream(scores).average().orElseThrow();
                assertThat(mean).as("%s level %d", format.key(), level).isGreaterThan(previous);
                previous = mean;
                previousScores = scores;
            }
        }
    }

    @Test
    void aFrenchAndASpanishGameArePlayedByAPersonAgainstTheComputer() {
        for (GameFormat format : List.of(GameFormat.DES_CHIFFRES_ET_DES_LETTRES, GameFormat.CIFRAS_Y_LETRAS_2024)) {
            Game game = Game.start(format, List.of(Seat.person("Eva"), Seat.computer(3)), 5);
            LettersRound letters = format.variant().letters().orElseThrow();
            Dictionary list = Dictionaries.get(letters.language(), letters.rules());
            while (!game.isOver()) {
                Round round = game.current().orElseThrow();
                if (round.phase() == Round.Phase.PICKING) {
                    Draws.Pile pile = Draws.refusal(letters, round.letters(), Draws.Pile.CONSONANT) == null
                            && round.letters().length() % 2 == 0 ? Draws.Pile.CONSONANT : Draws.Pile.VOWEL;
                    game = game.apply(new Move.PickLetter(0, pile));
                } else if (round.kind() == RoundKind.LETTERS) {
                    String best = chiffreslettres.Lettres.in(list).rack(round.letters()).longest().words().stream()
                            .findFirst().orElse("");
                    game = game.apply(new Move.Declare(0, best));
                } else {
                    game = game.apply(new Move.Declare(0, round.numbers().tiles().get(0).toString()));
                }
            }
            assertThat(game.results()).hasSize(format.rounds().size());
            for (RoundResult r : game.results()) {
                if (r.kind() == RoundKind.LETTERS) {
                    assertThat(r.answers().get(0).valid() || r.best().isEmpty()).isTrue();
                    assertThat(r.points().get(0)).isEqualTo(r.bestPoints());
                }
            }
            assertThat(game.totals().get(0)).isPositive();
        }
    }
}
