package chiffreslettres.benchmarks;

import chiffreslettres.Chiffres;
import chiffreslettres.chiffres.CanonicalForm;
import chiffreslettres.chiffres.Expression;
import chiffreslettres.chiffres.Operation;
import chiffreslettres.chiffres.Problem;
import chiffreslettres.chiffres.Result;
import chiffreslettres.chiffres.Rules;
import chiffreslettres.jeu.Referee;
import chiffreslettres.jeu.Verdict;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Why a peer's solution count differs from ours (not a speed measurement): runs the C solver
 * {@code panzi/numbers} (built by the user, not shipped) once per target, reads each solution it prints
 * back with the referee, groups them by {@link CanonicalForm#algebraic} and compares the classes with
 * {@code solve}'s. It also applies a model of the peer's pruning rules (each chain written by
 * decreasing value, the subtracted or divided terms last, dropped when an operation gives 0 or one of
 * its operands) to each of our classes, to see whether the rules account for the classes it does not
 * list. Prints the totals and a few examples.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar chiffreslettres.benchmarks.PeerCountComparison \
 *     /path/to/numbers 100 999 100 75 50 25 6 3</pre>
 */
public final class PeerCountComparison {

    private static final int EXAMPLES = 5;

    private PeerCountComparison() {
    }

    /**
     * @param args the peer's executable, the first and last target, then the tiles
     */
    public static void main(String[] args) throws IOException, InterruptedException {
        String peer = args[0];
        long first = Long.parseLong(args[1]);
        long last = Long.parseLong(args[2]);
        List<Long> tiles = new ArrayList<>();
        for (int i = 3; i < args.length; i++) {
            tiles.add(Long.parseLong(args[i]));
        }
        long ours = 0;
        long lines = 0;
        long repeats = 0;
        long onlyOurs = 0;
        long onlyPeer = 0;
        long onlyOursDroppedByModel = 0;
        long sharedDroppedByModel = 0;
        List<String> examples = new ArrayList<>();
        for (long target = first; target <= last; target++) {
            Result result = Chiffres.target(target).tiles(tiles).limit(Integer.MAX_VALUE).solve();
            Map<String, Expression> ourClasses = new HashMap<>();
            if (result.isExact()) {
                for (Expression e : result.solutions()) {
                    ourClasses.put(CanonicalForm.algebraic(e), e);
                }
            }
            Map<String, String> peerClasses = new HashMap<>();
            Problem problem = new Problem(target, tiles, Rules.standard());
            for (String line : run(peer, target, tiles)) {
                lines++;
                if (!(Referee.check(problem, line) instanceof Verdict.Accepted accepted)) {
                    throw new IllegalStateException("the referee rejects the peer's " + line + " for " + target);
                }
                String previous = peerClasses.put(CanonicalForm.algebraic(accepted.expression()), line);
                if (previous != null) {
                    repeats++;
                    if (repeats <= EXAMPLES) {
                        examples.add("peer lists one class twice: " + previous + "  and  " + line);
                    }
                }
            }
            ours += ourClasses.size();
            for (var e : ourClasses.entrySet()) {
                boolean dropped = !listedUnderPeerRules(e.getValue());
                if (peerClasses.containsKey(e.getKey())) {
                    sharedDroppedByModel += dropped ? 1 : 0;
                } else {
                    onlyOurs++;
                    onlyOursDroppedByModel += dropped ? 1 : 0;
                    if (onlyOurs <= EXAMPLES) {
                        examples.add("only ours, " + target + ": " + e.getValue());
                    }
                }
            }
            onlyPeer += peerClasses.keySet().stream().filter(k -> !ourClasses.containsKey(k)).count();
        }
        examples.forEach(System.out::println);
        System.out.printf("ours: %,d classes; peer: %,d lines, %,d of them in a class already listed, so %,d classes%n",
                ours, lines, repeats, lines - repeats);
        System.out.printf("classes only ours: %,d (the rule model drops %,d of them); only the peer's: %,d; "
                + "shared classes the model wrongly drops: %,d%n", onlyOurs, onlyOursDroppedByModel, onlyPeer,
                sharedDroppedByModel);
    }

    private static List<String> run(String peer, long target, List<Long> tiles) throws IOException,
            InterruptedException {
        List<String> command = new ArrayList<>(List.of(peer, "-t", "1", "-p", Long.toString(target)));
        tiles.forEach(t -> command.add(Long.toString(t)));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        List<String> out;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            out = r.lines().filter(l -> !l.isBlank()).toList();
        }
        if (p.waitFor() != 0) {
            throw new IllegalStateException(peer + " failed for " + target + ": " + out);
        }
        return out;
    }

    /**
     * The model: every chain of {@code + −} (or {@code × ÷}) in the one order the peer writes it, its
     * kept terms by decreasing value then its subtracted (divided) ones by decreasing value, and no
     * operation giving 0 or one of its operands; its sub-calculations alike.
     */
    static boolean listedUnderPeerRules(Expression e) {
        if (!(e instanceof Operation op)) {
            return true;
        }
        boolean additive = op.operator().isAdditive();
        List<Expression> kept = new ArrayList<>();
        List<Expression> inverted = new ArrayList<>();
        flatten(e, additive, false, kept, inverted);
        if (!kept.stream().allMatch(PeerCountComparison::listedUnderPeerRules)
                || !inverted.stream().allMatch(PeerCountComparison::listedUnderPeerRules)) {
            return false;
        }
        long[] terms = kept.stream().mapToLong(Expression::value).sorted().toArray();
        long acc = terms[terms.length - 1];
        for (int i = terms.length - 2; i >= 0; i--) {
            if (!additive && (terms[i] == 1 || acc == 1)) {
                return false;
            }
            acc = additive ? acc + terms[i] : acc * terms[i];
        }
        long[] removed = inverted.stream().mapToLong(Expression::value).sorted().toArray();
        for (int i = removed.length - 1; i >= 0; i--) {
            long b = removed[i];
            if (!additive && (b == 1 || acc % b != 0)) {
                return false;
            }
            long r = additive ? acc - b : acc / b;
            if (r <= 0 || r == b) {
                return false;
            }
            acc = r;
        }
        return true;
    }

    private static void flatten(Expression e, boolean additive, boolean invert, List<Expression> kept,
            List<Expression> inverted) {
        if (e instanceof Operation op && op.operator().isAdditive() == additive) {
            flatten(op.left(), additive, invert, kept, inverted);
            flatten(op.right(), additive, invert != !op.operator().isCommutative(), kept, inverted);
        } else {
            (invert ? inverted : kept).add(e);
        }
    }
}
