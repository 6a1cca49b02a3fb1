package chiffreslettres.jeu;

import java.util.Map;

/**
 * The referee's sentences in English, French and Spanish, by key; {@code {0}}, {@code {1}}, ... stand for
 * a {@link Phrase}'s arguments. French follows the show's words (plaques, le compte est bon), Spanish
 * Cifras y Letras' (números, letras). Stateless.
 */
final class PhraseBook {

    private static final int ENGLISH = 0;
    private static final int FRENCH = 1;
    private static final int SPANISH = 2;

    /** Key: English, French, Spanish. */
    private static final Map<String, String[]> SENTENCES = Map.ofEntries(
            s("text", "{0}", "{0}", "{0}"),
            s("answer.none", "no answer", "pas de réponse", "sin respuesta"),
            s("numbers.at", "{0} (position {1})", "{0} (position {1})", "{0} (posición {1})"),
            s("numbers.step", "step {0}: {1}", "étape {0} : {1}", "paso {0}: {1}"),
            s("numbers.result-missing", "every step needs its result after '='",
                    "chaque étape doit finir par « = » et son résultat", "cada paso necesita su resultado tras «=»"),
            s("numbers.one-calculation", "write one calculation, or steps each ending with '= result'",
                    "écrivez un seul calcul, ou des étapes finissant chacune par « = résultat »",
                    "escribe un solo cálculo, o pasos que terminen cada uno en «= resultado»"),
            s("numbers.unexpected-after-result", "unexpected '{0}' after the result",
                    "« {0} » inattendu après le résultat", "«{0}» inesperado tras el resultado"),
            s("numbers.unexpected", "unexpected '{0}'", "« {0} » inattendu", "«{0}» inesperado"),
            s("numbers.operand-missing", "a number or '(' is missing at the end",
                    "il manque un nombre ou une « ( » à la fin", "falta un número o un «(» al final"),
            s("numbers.unclosed", "the '(' at position {0} is never closed",
                    "la « ( » en position {0} n’est jamais fermée", "el «(» de la posición {0} nunca se cierra"),
            s("numbers.expected-number", "expected a number, found '{0}'", "un nombre est attendu, pas « {0} »",
                    "se esperaba un número, no «{0}»"),
            s("numbers.number-missing", "a number is missing at the end", "il manque un nombre à la fin",
                    "falta un número al final"),
            s("numbers.number-too-large", "the number {0} is too large", "le nombre {0} est trop grand",
                    "el número {0} es demasiado grande"),
            s("numbers.wrong-result", "{0} gives {1}, not {2}", "{0} donne {1}, pas {2}", "{0} da {1}, no {2}"),
            s("numbers.every-tile", "every tile must be used", "toutes les plaques doivent servir",
                    "hay que usar todos los números"),
            s("numbers.not-whole-answer", "{0} is {1}, not a whole number", "{0} vaut {1}, pas un nombre entier",
                    "{0} es {1}, no un número entero"),
            s("numbers.divides-by-zero", "{0} divides by zero", "{0} divise par zéro", "{0} divide entre cero"),
            s("numbers.not-positive", "{0} is not a positive number", "{0} n’est pas un nombre positif",
                    "{0} no es un número positivo"),
            s("numbers.not-whole", "{0} is not a whole number", "{0} n’est pas un nombre entier",
                    "{0} no es un número entero"),
            s("numbers.too-large", "{0} is too large", "{0} est trop grand", "{0} es demasiado grande"),
            s("numbers.tile-used-too-often", "the tile {0} is used more often than it is there",
                    "la plaque {0} sert plus souvent qu’elle n’a été tirée",
                    "el número {0} se usa más veces de las que ha salido"),
            s("numbers.result-used-too-often", "the result {0} is used more often than it is there",
                    "le résultat {0} sert plus souvent qu’il n’a été obtenu",
                    "el resultado {0} se usa más veces de las que se ha obtenido"),
            s("numbers.made-later", "{0} is only made at step {1}", "{0} n’est obtenu qu’à l’étape {1}",
                    "{0} no se obtiene hasta el paso {1}"),
            s("numbers.not-a-tile", "{0} is not one of the tiles {1}", "{0} n’est pas une des plaques {1}",
                    "{0} no es uno de los números {1}"),
            s("numbers.exact", "{0} = {1}, exact", "{0} = {1}, le compte est bon", "{0} = {1}, exacto"),
            s("numbers.away", "{0} = {1}, {2} away", "{0} = {1}, à {2} près", "{0} = {1}, a {2}"),
            s("word.not-letters", "\"{0}\" is not written with the letters of the {1} alphabet",
                    "« {0} » ne s’écrit pas avec les lettres du jeu", "«{0}» no se escribe con las letras del juego"),
            s("word.too-short", "\"{0}\" is too short: words of at least {1} letters count",
                    "« {0} » est trop court : seuls les mots d’au moins {1} lettres comptent",
                    "«{0}» es demasiado corta: solo cuentan las palabras de al menos {1} letras"),
            s("word.missing-letters", "the rack {0} has no {1} for \"{2}\"",
                    "le tirage {0} n’a pas de quoi écrire « {2} » : il manque {1}",
                    "las letras {0} no bastan para «{2}»: falta {1}"),
            s("word.not-in-list", "\"{0}\" is not in {1}", "« {0} » n’est pas dans la liste de mots",
                    "«{0}» no está en la lista de palabras"),
            s("word.accepted", "\"{0}\": {1} letters", "« {0} » : {1} lettres", "«{0}»: {1} letras"),
            s("draw.rack-full", "the rack is full: {0} letters are drawn", "le tirage est complet : {0} lettres",
                    "las letras están completas: {0}"),
            s("draw.no-vowel-left", "the vowel pile is empty", "il n’y a plus de voyelles", "no quedan vocales"),
            s("draw.no-consonant-left", "the consonant pile is empty", "il n’y a plus de consonnes",
                    "no quedan consonantes"),
            s("draw.vowel-needed", "a vowel is needed: a rack holds at least {0} vowels",
                    "il faut une voyelle : un tirage a au moins {0} voyelles",
                    "hace falta una vocal: hay al menos {0} vocales"),
            s("draw.consonant-needed", "a consonant is needed: a rack holds at least {0} consonants",
                    "il faut une consonne : un tirage a au moins {0} consonnes",
                    "hace falta una consonante: hay al menos {0} consonantes"),
            s("conundrum.right", "right", "juste", "correcto"),
            s("conundrum.wrong", "wrong", "faux", "incorrecto"),
            s("conundrum.buzzed-first", "{0} buzzed first", "{0} a buzzé le premier", "{0} pulsó primero"),
            s("daily.share-title", "chiffres-lettres daily · {0} · {1}", "chiffres-lettres du jour · {0} · {1}",
                    "chiffres-lettres del día · {0} · {1}"),
            s("daily.numbers", "Numbers {0}", "Chiffres {0}", "Cifras {0}"),
            s("daily.letters", "Letters {0}", "Lettres {0}", "Letras {0}"),
            s("daily.conundrum", "Conundrum {0}", "Anagramme {0}", "Anagrama {0}"),
            s("daily.total", "Total {0}", "Total {0}", "Total {0}"));

    private PhraseBook() {
    }

    private static Map.Entry<String, String[]> s(String key, String english, String french, String spanish) {
        return Map.entry(key, new String[] {english, french, spanish});
    }

    /** How many arguments the sentence of {@code key} takes. */
    static int arity(String key) {
        String[] sentences = SENTENCES.get(key);
        if (sentences == null) {
            throw new IllegalArgumentException("no phrase has the key " + key);
        }
        int arity = 0;
        while (sentences[ENGLISH].contains("{" + arity + "}")) {
            arity++;
        }
        return arity;
    }

    /** The sentence of {@code key} in a language (ISO 639 code); English for any language but fr and es. */
    static String template(String key, String language) {
        String[] sentences = SENTENCES.get(key);
        return sentences[switch (language) {
            case "fr" -> FRENCH;
            case "es" -> SPANISH;
            default -> ENGLISH;
        }];
    }
}
