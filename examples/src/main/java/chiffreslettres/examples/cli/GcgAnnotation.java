package chiffreslettres.examples.cli;

import chiffreslettres.chiffres.Budget;
import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.RatedMove;
import chiffreslettres.scrabble.TileSet;
import chiffreslettres.scrabble.game.Action;
import chiffreslettres.scrabble.game.Endgame;
import chiffreslettres.scrabble.game.Gcg;
import chiffreslettres.scrabble.game.GcgRecord;
import chiffreslettres.scrabble.game.GcgReplay;
import chiffreslettres.scrabble.game.PreEndgame;
import chiffreslettres.scrabble.game.Rules;
import chiffreslettres.scrabble.game.Simulation;
import chiffreslettres.server.http.JsonShapes;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code scrabble --gcg FILE}: a record's moves replayed, their scores checked, each position's best moves, with
 * one tile in the bag the pre-endgame's play of best chance, and once the bag is empty the endgame's best play; with a simulation time, each position of a two-player game
 * with tiles in the bag also gets its best moves simulated (win rate, mean value).
 */
final class GcgAnnotation {

    private GcgAnnotation() {
    }

    /**
     * Prints the annotation of a record's text; exit status 1 when a score or a total differs, 0 otherwise.
     *
     * @param simulate the time a position's simulation runs, or null for none
     */
    static int print(Lexicon lexicon, Leaves leaves, String text, int limit, boolean json, Duration simulate,
            PrintWriter out) {
        GcgRecord record = Gcg.read(text);
        if (record.lines().isEmpty()) {
            throw new IllegalArgumentException("--gcg: the record holds no turn (a line \">nick: RACK POSITION WORD "
                    + "+score total\")");
        }
        List<GcgReplay.Position> positions = GcgReplay.positions(lexicon, record);
        int differ = 0;
        int totals = 0;
        List<Object> lines = new ArrayList<>();
        // Each player's total before the line, as the record's scores add up.
        int[] before = new int[record.players().size()];
        // The last play kept on the board, and whose: a simulation infers the tiles its player kept.
        Simulation.LastPlay last = null;
        int lastPlayer = -1;
        for (GcgReplay.Position p : positions) {
            GcgRecord.Line line = p.line();
            String rack = line.rack();
            boolean turn = line.kind() == GcgRecord.Kind.PLAY || line.kind() == GcgRecord.Kind.EXCHANGE
                    || line.kind() == GcgRecord.Kind.PASS;
            List<RatedMove> best;
            try {
                best = rack.isEmpty() || !turn ? List.of()
                        : lexicon.rated(p.before(), rack, leaves).stream().limit(limit).toList();
            } catch (IllegalArgumentException e) {
                // The record's rack is read here first: its fault is the line's.
                throw new IllegalArgumentException("GCG line " + line.number() + ": " + e.getMessage(), e);
            }
            Endgame.Solution endgame = rack.isEmpty() || !turn ? null : endgame(lexicon, p, rack);
            PreEndgame.Solution preEndgame = rack.isEmpty() || !turn || before.length != 2 ? null
                    : preEndgame(lexicon, p, rack, before[line.player()] - before[1 - line.player()]);
            Simulation.Analysis simulation = simulate == null || endgame != null || preEndgame != null && preEndgame.proven()
                    || rack.isEmpty() || !turn
                    || before.length != 2 ? null : simulate(lexicon, leaves, p, rack, before, limit, simulate,
                    lastPlayer == line.player() ? null : last);
            if (turn) {
                boolean kept = line.kind() == GcgRecord.Kind.PLAY && !p.withdrawn() && p.move() != null;
                last = kept ? new Simulation.LastPlay(p.before(), p.move()) : null;
                lastPlayer = line.player();
            }
            before[line.player()] = p.total();
            differ += p.scoreDiffers() ? 1 : 0;
            totals += p.totalDiffers() ? 1 : 0;
            if (json) {
                Map<String, Object> o = new LinkedHashMap<>();
                o.put("line", line.number());
                o.put("player", record.players().get(line.player()));
                o.put("rack", rack);
                o.put("played", line.kind() == GcgRecord.Kind.PLAY ? line.position() + " " + line.word() : line.kind().name()
                        .toLowerCase(Locale.ROOT) + (line.word().isEmpty() ? "" : " " + line.word()));
                o.put("score", line.score());
                o.put("rulesScore", p.expected());
                if (p.withdrawn()) {
                    o.put("withdrawn", true);
                }
                o.put("total", line.total());
                o.put("addedUp", p.total());
                List<Object> moves = new ArrayList<>();
                for (RatedMove r : best) {
                    Map<String, Object> m = new LinkedHashMap<>();
                    m.put("move", r.move().coordinates() + " " + r.move().word());
                    m.put("score", r.move().score());
                    m.put("equity", Math.round(r.equity() * 10) / 10.0);
                    moves.add(m);
                }
                o.put("best", moves);
                if (simulation != null) {
                    o.put("simulation", chiffreslettres.server.json.ScrabbleJson.simulation(simulation, leaves.source()));
                }
                if (endgame != null) {
                    Map<String, Object> e = new LinkedHashMap<>();
                    e.put("play", describe(endgame.action()));
                    e.put("spread", endgame.spread());
                    e.put("proven", endgame.proven());
                    e.put("line", endgame.line().stream().map(GcgAnnotation::describe).toList());
                    o.put("endgame", e);
                }
                if (preEndgame != null) {
                    o.put("preEndgame", preEndgameJson(preEndgame));
                }
                lines.add(o);
                continue;
            }
            out.printf("line %d  %s  %s  %s  %+d  %d%s%s%s%n", line.number(), record.players().get(line.player()),
                    rack.isEmpty() ? "-" : rack, line.kind() == GcgRecord.Kind.PLAY ? line.position() + " " + line.word()
                            : line.kind().name().toLowerCase(Locale.ROOT).replace('_', ' ') + " " + line.word(), line.score(),
                    line.total(), p.withdrawn() ? "  (phony, taken back)" : "",
                    p.scoreDiffers() ? "  << the rules give " + p.expected() : "",
                    p.totalDiffers() ? "  << the scores add up to " + p.total() : "");
            for (RatedMove r : best) {
                out.printf(Locale.ROOT, "      %-4s %-15s %4d  equity %6.1f%n", r.move().coordinates(), r.move().word(),
                        r.move().score(), r.equity());
            }
            if (simulation != null) {
                out.printf(Locale.ROOT, "      simulated (%,d iterations):%n", simulation.iterations());
                for (Simulation.Candidate c : simulation.candidates()) {
                    if (c.iterations() > 0) {
                        out.printf(Locale.ROOT, "        %-28s win %5.1f %%  value %+6.1f%n", describe(c.action()),
                                100 * c.winRate(), c.meanValue());
                    }
                }
            }
            if (endgame != null) {
                out.printf(Locale.ROOT, "      endgame: %s, spread to the end %+d (%s)%n", describe(endgame.action()),
                        endgame.spread(), endgame.proven() ? "proven" : "not proven within a second");
            }
            if (preEndgame != null) {
                out.println("      " + preEndgameLine(preEndgame, "within a second"));
            }
        }
        if (json) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("players", record.players());
            o.put("lines", lines);
            o.put("scoresDiffering", differ);
            o.put("totalsDiffering", totals);
            out.println(JsonShapes.write(o));
        } else {
            out.printf("%d lines, %d scores differing from the rules, %d totals not adding up; leaves: %s%n",
                    positions.size(), differ, totals, leaves.source());
        }
        return differ == 0 && totals == 0 ? 0 : 1;
    }

    /**
     * With the bag empty (two players: at most 7 tiles unseen, the other rack), the endgame searched for a
     * second, as many scoreless turns before as 0; null before.
     */
    private static Endgame.Solution endgame(Lexicon lexicon, GcgReplay.Position p, String rack) {
        String unseen;
        try {
            unseen = Endgame.unseen(p.before(), rack);
        } catch (IllegalArgumentException e) {
            return null;   // a record whose racks do not add up: its lines say so
        }
        int count = lexicon.tiles().readTiles(unseen).size();
        if (count == 0 || count > TileSet.RACK_SIZE) {
            return null;
        }
        return Endgame.solve(lexicon, Rules.WESPA, p.before(), rack, unseen, 0, Budget.ofTime(Duration.ofSeconds(1)));
    }

    /** A pre-endgame's play as JSON: the play, its chance of winning, whether proven, its end per tile the bag may hold. */
    static Map<String, Object> preEndgameJson(PreEndgame.Solution solution) {
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("play", describe(solution.action()));
        e.put("winChance", solution.winChance());
        e.put("proven", solution.proven());
        e.put("outcomes", solution.outcomes().stream().map(x -> Map.of("tile", x.tile(), "count", x.count(),
                "result", x.result().name().toLowerCase(Locale.ROOT))).toList());
        return e;
    }

    /** A pre-endgame's play as a line of text; {@code within} says the time it had when not proven. */
    static String preEndgameLine(PreEndgame.Solution solution, String within) {
        return String.format(Locale.ROOT, "pre-endgame (one tile in the bag): %s, win chance %.1f %% (%s)",
                describe(solution.action()), 100 * solution.winChance(), solution.proven() ? "proven" : "not proven " + within);
    }

    /**
     * With one tile in the bag (two players: a full rack and a tile unseen), the play of best chance searched
     * for a second on every core, as many scoreless turns before as 0; null otherwise.
     */
    private static PreEndgame.Solution preEndgame(Lexicon lexicon, GcgReplay.Position p, String rack, int spread) {
        try {
            if (lexicon.tiles().readTiles(Endgame.unseen(p.before(), rack)).size() != TileSet.RACK_SIZE + 1) {
                return null;
            }
        } catch (IllegalArgumentException e) {
            return null;   // a record whose racks do not add up: its lines say so
        }
        return PreEndgame.solve(lexicon, Rules.WESPA, p.before(), rack, spread, 0, Budget.ofTime(Duration.ofSeconds(1)),
                Math.min(64, Runtime.getRuntime().availableProcessors()));
    }

    /**
     * The position's best moves simulated for the time given (every core), the spread the record's totals
     * give, the other rack inferred from their last play when there is one; null when its racks do not add up
     * (its lines say so).
     */
    private static Simulation.Analysis simulate(Lexicon lexicon, Leaves leaves, GcgReplay.Position p, String rack,
            int[] before, int limit, Duration time, Simulation.LastPlay last) {
        int me = p.line().player();
        Simulation.Settings settings = new Simulation.Settings(Math.min(limit, 100), 2,
                Runtime.getRuntime().availableProcessors(), Budget.ofTime(time));
        try {
            return Simulation.analyse(lexicon, Rules.WESPA, leaves, p.before(), rack, before[me] - before[1 - me], 0,
                    p.line().number(), settings, last);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** An action as a line shows it: the square, word and score of a play, "exchange TILES" or "pass". */
    static String describe(Action action) {
        return action instanceof Action.Play play ? play.move().coordinates() + " " + play.move().word() + " "
                + play.move().score() : action instanceof Action.Exchange exchange ? "exchange " + exchange.tiles() : "pass";
    }
}
