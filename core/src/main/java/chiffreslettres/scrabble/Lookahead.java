package chiffreslettres.scrabble;

import chiffreslettres.automaton.Automaton;

/**
 * Per automaton state, the tiles that label an arc exactly {@code k} arcs further on, for {@code k} from 0
 * to {@link #DEPTH} - 1: the move generator asks it whether a part of a word laid left of an anchor can
 * still put at the anchor a tile the anchor's cross-check allows. Immutable; {@value #DEPTH} longs a state.
 */
final class Lookahead {

    /** Left parts are at most six tiles (a rack of seven, one at the anchor), so depths 0 to 6. */
    static final int DEPTH = TileSet.RACK_SIZE;

    private final long[] masks;

    Lookahead(Automaton automaton) {
        int states = automaton.states();
        masks = new long[states * DEPTH];
        // Arcs lead to higher-numbered states, so each state's masks are built from finished ones.
        for (int s = states - 1; s >= 0; s--) {
            int base = s * DEPTH;
            for (int a = automaton.firstArc[s]; a < automaton.firstArc[s + 1]; a++) {
                masks[base] |= 1L << automaton.label[a];
                int t = automaton.target[a] * DEPTH;
                for (int k = 1; k < DEPTH; k++) {
                    masks[base + k] |= masks[t + k - 1];
                }
            }
        }
    }

    /** The tiles on arcs {@code k} arcs on from {@code state} (0: its own arcs), a bit a tile number. */
    long at(int state, int k) {
        return masks[state * DEPTH + k];
    }

    /** The bytes it holds. */
    long bytes() {
        return (long) masks.length * Long.BYTES;
    }
}
