package chiffreslettres.dictionaries;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chiffreslettres.lettres.Definitions;
import chiffreslettres.lettres.Definitions.Definition;
import chiffreslettres.lettres.Definitions.PartOfSpeech;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.WordRules;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a word means, from the definitions the English artifact ships. */
class DefinitionsTest {

    @Test
    void aWordItsInflectedFormsAndItsIrregularFormsAreDefinedByTheirHeadword() {
        assertThat(Definitions.of(Language.ENGLISH, "cajole")).singleElement().satisfies(d -> {
            assertThat(d.headword()).isEqualTo("cajole");
            assertThat(d.partOfSpeech()).isEqualTo(PartOfSpeech.VERB);
            assertThat(d.text()).isEqualTo("influence or urge by gentle urging, caressing, or flattering");
        });
        assertThat(Definitions.of(Language.ENGLISH, "Cajoled")).extracting(Definition::word, Definition::headword)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("cajoled", "cajole"));
        assertThat(Definitions.of(Language.ENGLISH, "houses")).extracting(Definition::headword, Definition::partOfSpeech)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("house", PartOfSpeech.NOUN),
                        org.assertj.core.groups.Tuple.tuple("house", PartOfSpeech.VERB));
        assertThat(Definitions.of(Language.ENGLISH, "geese")).extracting(Definition::headword).containsExactly("goose");
        assertThat(Definitions.of(Language.ENGLISH, "went")).extracting(Definition::headword, Definition::partOfSpeech)
                .contains(org.assertj.core.groups.Tuple.tuple("go", PartOfSpeech.VERB));
        assertThat(Definitions.of(Language.ENGLISH, "happier")).extracting(Definition::headword).containsExactly("happy");
        // Comparatives and superlatives in -ier, -iest and Greek plurals in -ses, which WordNet's exception
        // lists give for some words only, are traced by their ending; an ending tried first wins (bases: base).
        assertThat(Definitions.of(Language.ENGLISH, "grimier")).extracting(Definition::headword, Definition::partOfSpeech)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("grimy", PartOfSpeech.ADJECTIVE));
        assertThat(Definitions.of(Language.ENGLISH, "teariest")).extracting(Definition::headword).containsExactly("teary");
        assertThat(Definitions.of(Language.ENGLISH, "mimeses")).extracting(Definition::headword, Definition::partOfSpeech)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("mimesis", PartOfSpeech.NOUN));
        assertThat(Definitions.of(Language.ENGLISH, "bases")).filteredOn(d -> d.partOfSpeech() == PartOfSpeech.NOUN)
                .extracting(Definition::headword).containsExactly("base");
        assertThat(Definitions.of(Language.ENGLISH, "soldier")).extracting(Definition::headword).containsOnly("soldier");
        assertThat(Definitions.of(Language.ENGLISH, "calando")).extracting(Definition::text)
                .containsExactly("gradually decreasing in tempo and volume");
        // No example sentences, only the definition.
        assertThat(Definitions.of(Language.ENGLISH, "house")).allSatisfy(d -> assertThat(d.text()).doesNotContain("\""));
        assertThat(Definitions.of(Language.ENGLISH, "cotland")).isEmpty();
        // A doer of a verb that WordNet lacks is defined from the verb; a word WordNet has keeps its own gloss.
        assertThat(Definitions.of(Language.ENGLISH, "abider")).singleElement().satisfies(d -> {
            assertThat(d.headword()).isEqualTo("abider");
            assertThat(d.partOfSpeech()).isEqualTo(PartOfSpeech.NOUN);
            assertThat(d.text()).isEqualTo("one that abides (abide: dwell)");
        });
        assertThat(Definitions.of(Language.ENGLISH, "piercers")).extracting(Definition::headword, Definition::text)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("piercer",
                        "one that pierces (pierce: cut or make a way through)"));
        assertThat(Definitions.of(Language.ENGLISH, "studier")).extracting(Definition::text)
                .singleElement().asString().startsWith("one that studies (study: ");
        assertThat(Definitions.of(Language.ENGLISH, "worker")).extracting(Definition::text)
                .noneMatch(t -> t.startsWith("one that"));
        assertThat(Definitions.source(Language.ENGLISH)).contains("WordNet 3.0, Princeton University");
    }

    @Test
    void frenchAndSpanishHaveNoneAndSaySo() {
        assertThat(Definitions.source(Language.FRENCH)).isEmpty();
        assertThat(Definitions.source(Language.SPANISH)).isEmpty();
        assertThat(Definitions.of(Language.FRENCH, "maison")).isEmpty();
        assertThat(Definitions.of(Language.SPANISH, "año")).isEmpty();
    }

    @Test
    void aWordOfNoLettersIsRefusedWithTheCharacter() {
        assertThatThrownBy(() -> Definitions.of(Language.ENGLISH, "d0g")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("word: letters of the English alphabet only, got \"d0g\"");
        assertThatThrownBy(() -> Definitions.of(Language.ENGLISH, " ")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Definitions.of(null, "dog")).isInstanceOf(NullPointerException.class);
    }

    @Test
    void everyDefinitionIsOfAHeadwordTheWordComesFromByWordNetsRules() {
        // A plain reference: the headword is the word, or the word less one of the part of speech's endings
        // plus its replacement, or an irregular form (then the headword differs in more than an ending).
        List<String> sample = Dictionaries.english(WordRules.COUNTDOWN).words().stream()
                .filter(w -> w.hashCode() % 50 == 0).toList();
        int defined = 0;
        for (String word : sample) {
            List<Definition> found = Definitions.of(Language.ENGLISH, word);
            defined += found.isEmpty() ? 0 : 1;
            for (Definition d : found) {
                assertThat(d.word()).isEqualTo(word);
                assertThat(d.text()).isNotBlank();
                assertThat(Definitions.of(Language.ENGLISH, d.headword()))
                        .as("%s's headword %s is itself defined as %s", word, d.headword(), d.partOfSpeech())
                        .anySatisfy(h -> {
                            assertThat(h.headword()).isEqualTo(d.headword());
                            assertThat(h.partOfSpeech()).isEqualTo(d.partOfSpeech());
                            assertThat(h.text()).isEqualTo(d.text());
                        });
            }
        }
        assertThat(sample).hasSizeGreaterThan(1_000);
        assertThat(defined).as("words of Countdown's list with a definition").isGreaterThan(sample.size() / 2);
    }
}
