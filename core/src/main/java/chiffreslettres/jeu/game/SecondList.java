package chiffreslettres.jeu.game;

import chiffreslettres.Scrabble;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.WordMatch;
import chiffreslettres.scrabble.Lexicon;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

/**
 * A second word list made for people, which the computer's letters word is taken from when it can: the
 * language's Scrabble list for play when one ships beside the every-form list ({@link Scrabble#lists}:
 * ENABLE2K for English); none for the others, whose lists for play are made from the same dictionary as
 * their shows' lists. Read once per language on first use; thread-safe.
 */
final class SecondList {

    private static final Map<Language, Predicate<String>> HOLDS = new ConcurrentHashMap<>();

    private SecondList() {
    }

    /**
     * Those of {@code words} the language's second list holds, in their order; all of them when it holds
     * none of them or the language has no second list.
     */
    static List<WordMatch> preferred(Language language, List<WordMatch> words) {
        Predicate<String> holds = HOLDS.computeIfAbsent(language, SecondList::read);
        List<WordMatch> held = words.stream().filter(m -> holds.test(m.word())).toList();
        return held.isEmpty() ? words : held;
    }

    private static Predicate<String> read(Language language) {
        if (Scrabble.lists(language).isEmpty()) {
            return word -> false;
        }
        Lexicon list = Scrabble.gameLexicon(language);
        return list::contains;
    }
}
