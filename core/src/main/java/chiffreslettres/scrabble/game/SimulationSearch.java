package chiffreslettres.scrabble.game;

import chiffreslettres.random.StableRandom;
import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.RatedMove;
import chiffreslettres.scrabble.TileSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.stream.IntStream;

/** The rounds of a {@link Simulation}: candidates chosen, iterations run round by round, the weak dropped. */
final class SimulationSearch {

    /** Iterations each candidate left gets in a round. */
    private static final int ROUND = 8;
    /** How many standard errors of the difference below the best drop a candidate. */
    private static final double DROP_Z = 2.58;

    private final Rollout rollout;
    private final long seed;
    private final Simulation.Settings settings;
    private final List<Action> actions = new ArrayList<>();
    private final List<Double> equities = new ArrayList<>();

    SimulationSearch(Lexicon lexicon, Rules rules, Leaves leaves, Board board, String rack, String unseen, int spread,
            int scoreless, long seed, Simulation.Settings settings, List<List<Integer>> inferred) {
        TileSet tiles = lexicon.tiles();
        List<Integer> unseenTiles = tiles.readTiles(unseen);
        this.rollout = new Rollout(lexicon, rules, leaves, WinModel.of(tiles.language().code()), board,
                tiles.readTiles(rack), unseenTiles, spread, scoreless, settings.plies(), inferred);
        this.seed = seed;
        this.settings = settings;
        // The best plays by equity, and the best exchange among them when the bag allows one.
        List<RatedMove> rated = lexicon.rated(board, rack, leaves);
        BestExchange exchange = unseenTiles.size() - TileSet.RACK_SIZE >= rules.exchangeMinimum()
                ? BestExchange.of(tiles, leaves, rack) : null;
        for (RatedMove r : rated) {
            if (actions.size() == settings.candidates()) {
                break;
            }
            if (exchange != null && exchange.value() > r.equity()) {
                add(new Action.Exchange(exchange.given()), exchange.value());
                exchange = null;
            } else {
                add(new Action.Play(r.move()), r.equity());
            }
        }
        if (exchange != null && actions.size() < settings.candidates()) {
            add(new Action.Exchange(exchange.given()), exchange.value());
        }
        if (actions.isEmpty()) {
            add(new Action.Pass(), 0);
        }
    }

    private void add(Action action, double equity) {
        actions.add(action);
        equities.add(equity);
    }

    Simulation.Analysis run() {
        long start = System.nanoTime();
        long deadline = settings.budget().timeNanos() == Long.MAX_VALUE ? Long.MAX_VALUE
                : start + settings.budget().timeNanos();
        int n = actions.size();
        double[] sum = new double[n];
        double[] squares = new double[n];
        double[] wins = new double[n];
        long[] count = new long[n];
        boolean[] dropped = new boolean[n];
        int left = n;
        long done = 0;
        long next = 0;
        boolean early = n == 1;
        ForkJoinPool pool = settings.threads() > 1 ? new ForkJoinPool(settings.threads()) : null;
        try {
            while (left > 1 && System.nanoTime() < deadline) {
                int round = (int) Math.min(ROUND, (settings.budget().nodes() - done) / left);
                if (round == 0) {
                    break;
                }
                int[] active = new int[left];
                for (int c = 0, k = 0; c < n; c++) {
                    if (!dropped[c]) {
                        active[k++] = c;
                    }
                }
                long first = next;
                int size = round;
                Rollout.Outcome[] outcomes = new Rollout.Outcome[left * size];
                // Item i: candidate active[i / size] in world first + i % size; past the deadline, skipped.
                IntStream items = IntStream.range(0, outcomes.length);
                Runnable work = () -> (pool == null ? items : items.parallel()).forEach(i -> {
                    if (System.nanoTime() < deadline) {
                        outcomes[i] = rollout.run(actions.get(active[i / size]), StableRandom.of(seed, first + i % size));
                    }
                });
                if (!runAll(pool, work)) {
                    break;
                }
                for (int i = 0; i < outcomes.length; i++) {
                    Rollout.Outcome o = outcomes[i];
                    if (o != null) {
                        int c = active[i / size];
                        sum[c] += o.value();
                        squares[c] += o.value() * o.value();
                        wins[c] += o.winRate();
                        count[c]++;
                        done++;
                    }
                }
                next += size;
                left -= drop(sum, squares, count, dropped);
                early = left == 1;
            }
        } finally {
            if (pool != null) {
                pool.shutdownNow();
            }
        }
        List<Simulation.Candidate> out = new ArrayList<>();
        for (int c = 0; c < n; c++) {
            double mean = count[c] == 0 ? Double.NaN : sum[c] / count[c];
            out.add(new Simulation.Candidate(actions.get(c), equities.get(c), mean, error(sum[c], squares[c], count[c]),
                    count[c] == 0 ? Double.NaN : wins[c] / count[c], count[c], dropped[c]));
        }
        out.sort(Comparator.comparing((Simulation.Candidate c) -> c.iterations() == 0)
                .thenComparing(c -> c.iterations() == 0 ? -c.equity() : -c.meanValue()));
        return new Simulation.Analysis(out, done, early, Duration.ofNanos(System.nanoTime() - start));
    }

    /** Runs the round's work, on the pool if there is one; false when the thread was interrupted. */
    private static boolean runAll(ForkJoinPool pool, Runnable work) {
        if (pool == null) {
            work.run();
            return !Thread.currentThread().isInterrupted();
        }
        try {
            pool.submit(work).get();
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        }
    }

    /** Drops every candidate clearly below the best mean; returns how many it dropped. */
    private static int drop(double[] sum, double[] squares, long[] count, boolean[] dropped) {
        int best = -1;
        for (int c = 0; c < sum.length; c++) {
            if (!dropped[c] && count[c] > 1 && (best < 0 || sum[c] / count[c] > sum[best] / count[best])) {
                best = c;
            }
        }
        if (best < 0 || count[best] < 2 * ROUND) {
            return 0;
        }
        double bestError = error(sum[best], squares[best], count[best]);
        int gone = 0;
        for (int c = 0; c < sum.length; c++) {
            if (c != best && !dropped[c] && count[c] >= 2 * ROUND) {
                double e = error(sum[c], squares[c], count[c]);
                if (sum[best] / count[best] - sum[c] / count[c] > DROP_Z * Math.sqrt(bestError * bestError + e * e)) {
                    dropped[c] = true;
                    gone++;
                }
            }
        }
        return gone;
    }

    /** The standard error of a mean from its sum and sum of squares; NaN below two values. */
    private static double error(double sum, double squares, long count) {
        if (count < 2) {
            return Double.NaN;
        }
        double mean = sum / count;
        return Math.sqrt(Math.max(0, (squares - count * mean * mean) / (count - 1)) / count);
    }
}
