package chiffreslettres.server.json;

import chiffreslettres.chiffres.Arithmetic;
import chiffreslettres.chiffres.Rules;
import chiffreslettres.jeu.Variant;
import chiffreslettres.server.http.Names;
import chiffreslettres.server.http.RequestFields;

/** The numbers rules a request asks for, shared by the solver's routes and the referee's. Stateless. */
public final class NumbersRules {

    private NumbersRules() {
    }

    /** The rules: a variant's ({@code allTiles} may require every tile), else the plain ones with the fields given. */
    public static Rules of(RequestFields in, Variant variant) {
        boolean allTiles = in.optionalBoolean("allTiles", false);
        if (variant != null) {
            Rules rules = variant.numbers().rules();
            return allTiles ? rules.withAllTilesRequired(true) : rules;
        }
        Arithmetic arithmetic = in.optionalName("arithmetic", Arithmetic.POSITIVE_INTEGERS, Names::arithmetic,
                Names.ARITHMETIC_NAMES);
        return new Rules(allTiles, arithmetic);
    }
}
