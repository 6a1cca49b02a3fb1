package chiffreslettres.dictionaries;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chiffreslettres.Lettres;
import chiffreslettres.dictionaries.builder.PartOfSpeechWordLists;
import chiffreslettres.lettres.BruteForce;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.Rack;
import chiffreslettres.lettres.WordMatch;
import chiffreslettres.lettres.WordRules;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The ready-made word lists and the shows' rules, on the seeds' worked examples. */
class DictionariesTest {

    private static List<String> longest(Dictionary d, String rack) {
        return Lettres.in(d).rack(rack).longest().words();
    }

    private static List<String> bruteLongest(Dictionary d, String rack) {
        return BruteForce.longest(d.alphabet(), d.words(), Rack.parse(rack, d.alphabet()));
    }

    @Test
    void abcdefghijGivesDefichaAndFichageWithEveryFormButOnlyFichageUnderTheShowsRules() {
        assertThat(Lettres.longest("abcdefghij")).containsExactly("déficha", "fichage");
        assertThat(longest(Dictionaries.french(WordRules.DES_CHIFFRES_ET_DES_LETTRES), "abcdefghij"))
                .containsExactly("fichage");
    }

    @Test
    void eaiusrtnloGivesEveryNineLetterWordABruteForceScanFinds() {
        Dictionary french = Dictionaries.french();
        List<String> found = longest(french, "eaiusrtnlo");

        assertThat(found).isEqualTo(bruteLongest(french, "eaiusrtnlo"));
        assertThat(found).hasSizeGreaterThan(5).contains("relations", "isolateur", "souriante");
        assertThat(found).allSatisfy(w -> assertThat(french.alphabet().foldWord(w)).hasSize(9));
    }

    @Test
    void aeeilnrstuGivesItsTenLetterWords() {
        Dictionary french = Dictionaries.french();
        List<String> found = longest(french, "aeeilnrstu");

        assertThat(found).contains("neutralisé", "neutralise", "reluisante");
        assertThat(found).isEqualTo(bruteLongest(french, "aeeilnrstu"));
        assertThat(longest(Dictionaries.french(WordRules.DES_CHIFFRES_ET_DES_LETTRES), "aeeilnrstu"))
                .contains("neutralisé", "reluisante").doesNotContain("neutralise");
    }

    @Test
    void zkwyxqjhbvStillGivesItsOneLetterWords() {
        Dictionary french = Dictionaries.french();
        List<String> found = longest(french, "zkwyxqjhbv");

        assertThat(found).isNotEmpty().contains("y").isEqualTo(bruteLongest(french, "zkwyxqjhbv"));
        assertThat(found).allSatisfy(w -> assertThat(w).hasSize(1));
    }

    @Test
    void desChiffresEtDesLettresRefusesConjugatedVerbsOnly() {
        Dictionary all = Dictionaries.french();
        Dictionary dcdl = Dictionaries.french(WordRules.DES_CHIFFRES_ET_DES_LETTRES);

        assertThat(all.contains("déficha")).isTrue();
        assertThat(dcdl.contains("déficha")).isFalse();
        assertThat(dcdl.contains("neutralise")).isTrue(); // folds like neutralisé, which is accepted
        assertThat(dcdl.words()).doesNotContain("neutralise", "chantons", "mangeait")
                .contains("chanter", "chantant", "chantées", "fichage", "fichages", "belles", "hier");
        assertThat(dcdl.size()).isLessThan(all.size());
    }

    @Test
    void cifrasYLetrasRefusesPluralsAndPersonalVerbForms() {
        Dictionary cifras = Dictionaries.spanish(WordRules.CIFRAS_Y_LETRAS);

        assertThat(cifras.words()).contains("casa", "roja", "niña", "cantar", "cantando", "cantado", "año")
                .doesNotContain("casas", "rojas", "cantamos", "cantadas", "niños");
        assertThat(cifras.alphabet().letters()).contains("ñ");
    }

    @Test
    void cifrasYLetrasRefusesVerbFormsWithAttachedPronounsButEveryFormKeepsThem() {
        Dictionary cifras = Dictionaries.spanish(WordRules.CIFRAS_Y_LETRAS);
        Dictionary every = Dictionaries.spanish();

        assertThat(every.contains("dándoselo")).isTrue();
        assertThat(every.contains("teñírosla")).isTrue();
        for (String withPronouns : List.of("dándoselo", "teñírosla", "cantarlo", "cantándolo", "irse", "dámelo")) {
            assertThat(cifras.contains(withPronouns)).as(withPronouns).isFalse();
        }
        assertThat(cifras.contains("dar")).isTrue();
        assertThat(cifras.contains("teñir")).isTrue();
        assertThat(cifras.contains("dando")).isTrue();
    }

    @Test
    void frenchListsHoldNoElidedFormAndNoWordWithAnApostropheOrAHyphen() {
        for (WordRules rules : List.of(WordRules.ALL, WordRules.DES_CHIFFRES_ET_DES_LETTRES)) {
            Dictionary french = Dictionaries.french(rules);
            assertThat(french.words()).as("%s", french).noneMatch(w -> w.endsWith("qu"))
                    .noneMatch(w -> w.contains("'") || w.contains("’") || w.contains("-"));
            for (String elided : List.of("lorsqu", "jusqu", "qu", "quelqu", "quoiqu", "presqu")) {
                assertThat(french.contains(elided)).as(elided).isFalse();
            }
            assertThat(french.contains("lorsque")).isTrue();
            assertThat(french.contains("jusque")).isTrue();
        }
    }

    @Test
    void spanishKeepsEnyeApartFromEne() {
        Dictionary cifras = Dictionaries.spanish(WordRules.CIFRAS_Y_LETRAS);

        assertThat(Lettres.in(cifras).rack("año").anagrams().words()).contains("año");
        assertThat(Lettres.in(cifras).rack("ano").anagrams().words()).doesNotContain("año");
    }

    /**
     * A French word's shape as the French list for play takes it: a vowel (y from three letters), and of two
     * letters a word of that list, whose two-letter words are the tournament ones.
     */
    private static boolean frenchShape(String word) {
        boolean vowel = word.matches(".*[aeiouàâäéèêëîïôöùûüæœ].*") || word.length() > 2 && word.contains("y");
        return vowel && (word.length() != 2 || chiffreslettres.Scrabble.gameLexicon(Language.FRENCH).contains(word));
    }

    @Test
    void countdownHasNoProperNounsAndFindsBlankedWords() {
        Dictionary countdown = Dictionaries.english(WordRules.COUNTDOWN);
        List<WordMatch> words = Lettres.in(countdown).rack("countdown?").words().minLength(7).find().matches();

        assertThat(words).contains(new WordMatch("countdowns", 10, "s", countdown.commonness("countdowns")),
                new WordMatch("countdown", 9, "", 9));
        assertThat(words).allSatisfy(m -> assertThat(m.length()).isGreaterThanOrEqualTo(7));
        assertThat(countdown.words()).doesNotContain("london", "paris").contains("house", "houses", "ran");
    }

    @Test
    void countdownsListIsTheEnglishFormsScowlsBritishListAlsoHoldsAndNothingElse() throws java.io.IOException {
        Dictionary countdown = Dictionaries.english(WordRules.COUNTDOWN);
        Set<String> every = new HashSet<>(Dictionaries.english(WordRules.ALL).words());
        Set<String> scowl = resourceLines("scowl-en-gb-70.txt.gz");
        Set<String> unwitnessed = resourceLines("scowl-en-gb-70-unwitnessed.txt.gz");
        Dictionary everyForm = Dictionaries.english(WordRules.ALL);
        // A plain scan: the every-form words SCOWL's list holds, in the same order, less its rarest words that
        // neither ENABLE2K nor WordNet knows unless they have a frequency class.
        assertThat(countdown.words()).isEqualTo(everyForm.words().stream()
                .filter(w -> scowl.contains(w) && (!unwitnessed.contains(w) || everyForm.commonness(w) > 0)).toList());
        assertThat(List.of("pastose", "atiptoe", "georama", "psia", "dereism")).allMatch(scowl::contains)
                .allMatch(unwitnessed::contains).noneMatch(countdown::contains);
        assertThat(List.of("ascorbic", "ulcerative", "pronate")).noneMatch(unwitnessed::contains)
                .allMatch(countdown::contains);
        assertThat(unwitnessed.stream().filter(countdown::contains)).isNotEmpty()
                .allMatch(w -> countdown.commonness(w) > 0);
        assertThat(countdown.words()).allMatch(w -> w.matches("[a-z]+"), "lower-case a to z only");
        assertThat(countdown.words()).allMatch(every::contains);
        // A word without a vowel is one ENABLE2K has too (cwm, nth, psst), not a symbol or a letter that SCOWL
        // files as a word (kb, lx, dkl, s, v).
        chiffreslettres.scrabble.Lexicon enable = chiffreslettres.Scrabble.lexicon(Language.ENGLISH, "enable");
        List<String> withoutVowel = countdown.words().stream().filter(w -> !w.matches(".*[aeiouy].*")).toList();
        assertThat(withoutVowel).contains("cwm", "crwth", "nth", "shh", "psst").allMatch(enable::contains);
        assertThat(List.of("kb", "lm", "lx", "dkl", "s", "v")).allMatch(every::contains)
                .noneMatch(countdown::contains);
        // Nor a unit symbol with a vowel that SCOWL files as a word (kcal), while a word spelled as a prefixed
        // symbol stays (cha, elm).
        assertThat(every).contains("kcal");
        assertThat(countdown.words()).doesNotContain("kcal").contains("cha", "elm");
        // The words the issue found in reveals (genera, proper nouns, a trademark, abbreviations, accents,
        // no word at all) are every-form words but not Countdown's.
        List<String> found = List.of("castanea", "liparis", "malaxis", "lepiota", "onoclea", "rangifer", "sarcoptes",
                "sloanea", "tellima", "brasilia", "qatari", "esselen", "seconal", "decresc", "divorca", "malgra",
                "faoence", "screeno", "dusanbe");
        assertThat(found).noneMatch(countdown::contains);
        // Names of taxonomic groups in -ae that SCOWL holds and WordNet knows only as such.
        assertThat(List.of("ratitae", "turdinae", "labiatae")).allMatch(every::contains)
                .noneMatch(countdown::contains);
        assertThat(found.stream().filter(every::contains)).hasSizeGreaterThan(10);
        assertThat(countdown.words()).contains("colour", "organise", "organize", "motivated", "artillery",
                "countdown", "houses");
        assertThat(countdown.commonness("house")).isEqualTo(Dictionaries.english(WordRules.ALL).commonness("house"))
                .isPositive();
    }

    @Test
    void desChiffresEtDesLettresAndCifrasYLetrasAreTheirFormsByTagsAloneThatTheKeyboardListsHold()
            throws java.io.IOException {
        Set<String> spelling = resourceLines("hunspell-es.txt.gz");
        Set<String> locutionParts = resourceLines("hunspell-fr-locutions.txt");
        Set<String> unattested = resourceLines("french-unattested-invariables.txt");
        Set<String> symbolsAbbreviations = resourceLines("french-symbols-abbreviations.txt");
        for (WordRules rules : List.of(WordRules.DES_CHIFFRES_ET_DES_LETTRES, WordRules.CIFRAS_Y_LETRAS,
                WordRules.CIFRAS_Y_LETRAS_2024)) {
            Language language = rules == WordRules.DES_CHIFFRES_ET_DES_LETTRES ? Language.FRENCH : Language.SPANISH;
            Dictionary show = Dictionaries.get(language, rules);
            Dictionary byTags = rules == WordRules.CIFRAS_Y_LETRAS_2024
                    ? PartOfSpeechWordLists.byTagsAlone(language, rules) : Dictionaries.byTagsAlone(language, rules);
            // A plain scan: the forms by tags alone that carry a frequency class (are in the keyboard list), or
            // that people say of a lemma they type (saidWords), and are written in the language's letters, in
            // the same order; the Spanish ones also accepted by the
            // spelling dictionary or of frequency class 9 or more, with a vowel (not the symbols cm, km, ppm),
            // and not etc, which the tags read only as an abbreviation; the French ones not parts of locutions
            // nor unattested invariable borrowings, nor the symbols and abbreviations the French Scrabble list
            // leaves out, nor words of two letters or more without a vowel or of two letters that are no
            // tournament words (as in the French list for play).
            String letters = language == Language.FRENCH ? "[a-zàâäçéèêëîïôöùûüÿæœ]+" : "[a-zñáéíóúü]+";
            java.util.Map<String, Integer> said = saidWords(language);
            assertThat(show.words()).as("%s", rules).isEqualTo(byTags.words().stream()
                    .filter(w -> (byTags.index().commonness(w) > 0 || said.containsKey(w)) && w.matches(letters))
                    .filter(w -> language == Language.FRENCH ? !locutionParts.contains(w) && !unattested.contains(w)
                            && !symbolsAbbreviations.contains(w) && (w.length() == 1 || frenchShape(w))
                            : (spelling.contains(w) || byTags.index().commonness(w) >= 9)
                            && w.matches(".*[aeiouyáéíóúü].*") && !w.equals("etc"))
                    .toList());
            assertThat(show.words()).allMatch(w -> show.index().commonness(w)
                    == (byTags.index().commonness(w) > 0 ? byTags.index().commonness(w) : said.get(w)));
        }
        // Common words the keyboard lists left out (they drop words that can be offensive), which people say
        // in film subtitles and type in another form: in, with the class of that form (perros, relations).
        assertThat(List.of("perro", "perra", "amarillo", "conejo", "huevo")).allMatch(
                Dictionaries.spanish(WordRules.CIFRAS_Y_LETRAS)::contains).allMatch(
                Dictionaries.spanish(WordRules.CIFRAS_Y_LETRAS_2024)::contains)
                .allMatch(w -> Dictionaries.spanish().index().commonness(w) == 0);
        assertThat(Dictionaries.spanish(WordRules.CIFRAS_Y_LETRAS).index().commonness("perro"))
                .isEqualTo(Dictionaries.spanish().index().commonness("perros")).isPositive();
        assertThat(List.of("relation", "princesse", "poitrine", "montagnes", "eu", "nu"))
                .allMatch(Dictionaries.french(WordRules.DES_CHIFFRES_ET_DES_LETTRES)::contains);
        // Not a letter's name, nor a name or foreign word no one types in another form.
        assertThat(List.of("s", "l", "henry", "big", "maría", "juan", "pedro"))
                .noneMatch(Dictionaries.french(WordRules.DES_CHIFFRES_ET_DES_LETTRES)::contains)
                .noneMatch(Dictionaries.spanish(WordRules.CIFRAS_Y_LETRAS)::contains);
        Dictionary classic = Dictionaries.byTagsAlone(Language.SPANISH, WordRules.CIFRAS_Y_LETRAS);
        assertThat(List.of("etc", "cm", "km")).allMatch(classic::contains).allMatch(spelling::contains)
                .allMatch(w -> classic.index().commonness(w) > 0)
                .noneMatch(Dictionaries.spanish(WordRules.CIFRAS_Y_LETRAS)::contains);
        Dictionary frenchByTags = Dictionaries.byTagsAlone(Language.FRENCH, WordRules.DES_CHIFFRES_ET_DES_LETTRES);
        assertThat(List.of("facto", "manu", "nihilo", "initio", "cætera", "etc", "conf"))
                .allMatch(locutionParts::contains).allMatch(w -> frenchByTags.index().commonness(w) > 0)
                .noneMatch(Dictionaries.french(WordRules.DES_CHIFFRES_ET_DES_LETTRES)::contains);
        // Borrowings, Latin words and abbreviations no French corpus attests are out; French words whose plural
        // is their singular, or that Lexique lacks but that have a plural, stay.
        assertThat(List.of("made", "good", "lol", "vitae", "persona", "lingua", "ibid", "janv", "ppm", "æquo"))
                .allMatch(unattested::contains).allMatch(w -> frenchByTags.index().commonness(w) > 0)
                .noneMatch(Dictionaries.french(WordRules.DES_CHIFFRES_ET_DES_LETTRES)::contains);
        assertThat(List.of("kcal", "mmol", "dag", "cos", "réf")).allMatch(symbolsAbbreviations::contains)
                .allMatch(w -> frenchByTags.index().commonness(w) > 0)
                .noneMatch(Dictionaries.french(WordRules.DES_CHIFFRES_ET_DES_LETTRES)::contains);
        // Unit symbols without a vowel and two-letter ones that are no tournament words: out; words stay.
        assertThat(List.of("km", "kg", "cm", "jpg", "pts", "oz", "av"))
                .allMatch(w -> frenchByTags.index().commonness(w) > 0).noneMatch(Dictionaries.french(WordRules.DES_CHIFFRES_ET_DES_LETTRES)::contains);
        assertThat(List.of("a", "à", "y", "ça", "où", "psy", "lynx")).allMatch(
                Dictionaries.french(WordRules.DES_CHIFFRES_ET_DES_LETTRES)::contains);
        assertThat(List.of("nîmois", "gneiss", "spumeux", "ragondin", "dinette", "ergonome", "maison"))
                .noneMatch(unattested::contains)
                .allMatch(Dictionaries.french(WordRules.DES_CHIFFRES_ET_DES_LETTRES)::contains);
        // Longest words of the keyboard list alone that the spelling dictionary refuses are out; words the
        // spelling dictionary lacks but people type often stay.
        assertThat(List.of("oxidasa", "sintasa", "plásmido", "endosoma", "aducto", "submenú"))
                .allMatch(classic::contains).noneMatch(Dictionaries.spanish(WordRules.CIFRAS_Y_LETRAS)::contains);
        assertThat(List.of("pingüino", "yoga", "medallón")).noneMatch(spelling::contains)
                .allMatch(Dictionaries.spanish(WordRules.CIFRAS_Y_LETRAS)::contains);
        // The lists by tags alone are those of the days played before: 179,786 and 152,665 words.
        assertThat(Dictionaries.byTagsAlone(Language.FRENCH, WordRules.DES_CHIFFRES_ET_DES_LETTRES).size())
                .isEqualTo(179_786);
        assertThat(Dictionaries.byTagsAlone(Language.SPANISH, WordRules.CIFRAS_Y_LETRAS).size()).isEqualTo(152_665);
        // Longest words the earlier lists revealed that no dictionary for people holds, borrowings written the
        // lending language's way, and words of the dictionary people know.
        Dictionary french = Dictionaries.french(WordRules.DES_CHIFFRES_ET_DES_LETTRES);
        assertThat(List.of("abéquant", "acrosine", "adatomes", "exavolt", "kiloohm", "avad", "señora"))
                .noneMatch(french::contains);
        assertThat(List.of("abricot", "chanteuse", "érosion", "maisons", "finir", "fini", "finissant", "cœur"))
                .allMatch(french::contains);
        Dictionary spanish2024 = Dictionaries.spanish(WordRules.CIFRAS_Y_LETRAS_2024);
        assertThat(List.of("crêpe", "föhn", "voilà", "túsetelo", "húyateles")).noneMatch(spanish2024::contains);
        assertThat(List.of("casas", "cantábamos", "pingüino", "año", "canción")).allMatch(spanish2024::contains);
        assertThat(spanish2024.words()).allMatch(w -> spanish2024.index().commonness(w) > 0);
    }

    @Test
    void onlyDesChiffresEtDesLettresAndCifrasYLetrasHaveAListByTagsAlone() {
        assertThat(Dictionaries.BY_TAGS_ALONE).containsExactlyInAnyOrder(WordRules.DES_CHIFFRES_ET_DES_LETTRES,
                WordRules.CIFRAS_Y_LETRAS);
        assertThatThrownBy(() -> Dictionaries.byTagsAlone(Language.ENGLISH, WordRules.COUNTDOWN))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Countdown rules have no list by tags alone");
        assertThatThrownBy(() -> Dictionaries.byTagsAlone(Language.ENGLISH, WordRules.CIFRAS_Y_LETRAS))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not rules for ENGLISH");
    }

    @Test
    void everyListHoldsOnlyGameWords() {
        for (Language language : Language.values()) {
            for (WordRules rules : WordRules.values()) {
                if (rules.appliesTo(language)) {
                    Dictionary d = Dictionaries.get(language, rules);
                    assertThat(d.size()).as("%s", d).isGreaterThan(50_000);
                    assertThat(d.words()).as("%s", d).allMatch(w -> d.alphabet().foldWord(w) != null);
                }
            }
        }
    }

    @Test
    void everySpanishFormLoadsToo() {
        Dictionary spanish = Dictionaries.spanish();

        assertThat(spanish.words()).contains("casas", "cantamos", "año");
        assertThat(Dictionaries.spanish()).isSameAs(spanish);
    }

    @Test
    void rulesOfAnotherLanguageAreRejected() {
        assertThatThrownBy(() -> Dictionaries.english(WordRules.CIFRAS_Y_LETRAS))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("ENGLISH");
        assertThatThrownBy(() -> PartOfSpeechWordLists.dictionary(Language.FRENCH, WordRules.COUNTDOWN))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aTwentyLetterRackWithThreeBlanksStillAnswers() {
        Dictionary french = Dictionaries.french();
        long start = System.nanoTime();
        List<WordMatch> longest = Lettres.in(french).rack("anticonstitutionnel???").longest().matches();
        long millis = (System.nanoTime() - start) / 1_000_000;

        assertThat(longest).allSatisfy(m -> assertThat(m.length()).isEqualTo(22));
        assertThat(longest).contains(new WordMatch("anticonstitutionnelles", 22, "els",
                french.commonness("anticonstitutionnelles")));
        // the walk is bounded by the size of the automaton, whatever the rack; generous margin for CI
        assertThat(millis).isLessThan(5_000);
    }

    /**
     * The reference of the words people say that the keyboard list lacks, from one pass over every entry of
     * the part-of-speech dictionary: the subtitle words of two letters or more without a class of their own,
     * one of whose lemmas has a typed form; each with the highest class of those forms.
     */
    private static java.util.Map<String, Integer> saidWords(Language language) throws java.io.IOException {
        String dictionary = language == Language.FRENCH ? "/org/languagetool/resource/fr/french.dict"
                : "/org/languagetool/resource/es/es-ES.dict";
        morfologik.stemming.DictionaryLookup lookup = new morfologik.stemming.DictionaryLookup(
                morfologik.stemming.Dictionary.read(PartOfSpeechWordLists.class.getResource(dictionary)));
        java.util.Map<String, Set<String>> lemmas = new java.util.HashMap<>();
        java.util.Map<String, Integer> classes = new java.util.HashMap<>();
        for (morfologik.stemming.WordData entry : lookup) {
            String form = entry.getWord().toString();
            String tag = entry.getTag().toString();
            lemmas.computeIfAbsent(form, f -> new HashSet<>()).add(entry.getStem().toString());
            classes.merge(form, tag.charAt(tag.length() - 1) - 'A', Math::max);
        }
        java.util.Map<String, Integer> typedLemmas = new java.util.HashMap<>();
        classes.forEach((form, c) -> {
            if (c > 0) {
                lemmas.get(form).forEach(lemma -> typedLemmas.merge(lemma, c, Math::max));
            }
        });
        java.util.Map<String, Integer> said = new java.util.HashMap<>();
        for (String word : resourceLines("/chiffreslettres/subtitles/" + language.code() + ".txt.gz")) {
            if (word.length() >= 2 && classes.getOrDefault(word, 0) == 0 && lemmas.containsKey(word)) {
                for (String lemma : lemmas.get(word)) {
                    if (typedLemmas.containsKey(lemma)) {
                        said.merge(word, typedLemmas.get(lemma), Math::max);
                    }
                }
            }
        }
        return said;
    }

    private static Set<String> resourceLines(String name) throws java.io.IOException {
        Set<String> lines = new HashSet<>();
        java.io.InputStream raw = PartOfSpeechWordLists.class.getResourceAsStream(name);
        try (var in = new java.io.BufferedReader(new java.io.InputStreamReader(
                name.endsWith(".gz") ? new java.util.zip.GZIPInputStream(raw) : raw,
                java.nio.charset.StandardCharsets.UTF_8))) {
            in.lines().forEach(lines::add);
        }
        return lines;
    }
}
