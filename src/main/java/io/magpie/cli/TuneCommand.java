package io.magpie.cli;

import io.magpie.board.Board;
import io.magpie.board.Square;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code magpie tune STEP ...}: the pipeline that trains the pattern evaluation ({@link TuneDataSteps},
 * {@link TuneWeightSteps}) and the Multi-ProbCut fit ({@link TuneMpc}). See docs/commands.md ("tune")
 * and tuning/RESULTS.md for the commands that made the shipped weights.
 */
final class TuneCommand extends SubCommands {
    /** Empties of the positions a step reads: shared by positions, label and children. */
    static final OptionSpec<Integer> MIN_EMPTIES = OptionSpec.integer("min-empties", "N", 0, 60,
            "positions with at least N empties");
    static final OptionSpec<Integer> MAX_EMPTIES = OptionSpec.integer("max-empties", "N", 0, 60,
            "positions with at most N empties");
    /** {@code --games M:R}: the games whose number is R modulo M, as {M, R}. */
    static final OptionSpec<int[]> GAMES = OptionSpec.of("games", "M:R", "only games whose number is R modulo M",
            new GameSelection()).defaultsTo(new int[] {1, 0}, "1:0, all");
    /** Every M-th game is held out of the fit; no step may train on it. */
    static final OptionSpec<Integer> VALIDATION = OptionSpec.integer("validation", "M", 2, 1_000_000,
            "every M-th game (game % M == 0) is held out").defaultsTo(10);

    TuneCommand() {
        super("tune", "train the pattern evaluation (positions, label, fit, test, dump) or fit mpc", "step");
    }

    @Override
    List<NamedCommand> subCommands() {
        return List.of(new TuneDataSteps.Positions(), new TuneDataSteps.Label(), new TuneDataSteps.Propagate(),
                new TuneDataSteps.Children(), new TuneWeightSteps.Blend(), new TuneWeightSteps.Fit(),
                new TuneWeightSteps.Test(), new TuneWeightSteps.Dump(), new TuneWeightSteps.Archive(), new TuneMpc());
    }

    static Board playOpening(String moves, Path where) {
        Board b = Board.start();
        for (int i = 0; i + 2 <= moves.length(); i += 2) {
            int sq = Square.tryParse(moves.substring(i, i + 2));
            if (sq < 0 || !b.isLegal(sq)) {
                throw new IllegalArgumentException(where + ": bad move " + moves.substring(i, i + 2) + " in " + moves);
            }
            b = b.play(sq);
        }
        return b;
    }
    /**
     * The IN and OUT data files of a step that reads one and writes the other: exactly two, and not
     * the same file twice.
     */
    static Path[] inAndOut(Arguments args) throws UsageException {
        List<String> files = args.operands();
        if (files.size() != 2) {
            throw args.error("needs IN and OUT data files");
        }
        Path in = Path.of(files.get(0));
        Path out = Path.of(files.get(1));
        if (in.toAbsolutePath().normalize().equals(out.toAbsolutePath().normalize())) {
            throw args.error("IN and OUT must be different files");
        }
        return new Path[] {in, out};
    }

    /** A missing or unreadable input is named with what is wrong, as Main reports it. */
    static void checkReadable(Path file) throws java.io.IOException {
        if (!Files.exists(file)) {
            throw new java.nio.file.NoSuchFileException(file.toString());
        }
        if (Files.isDirectory(file)) {
            throw new java.nio.file.FileSystemException(file.toString(), null, "is a directory");
        }
        if (!Files.isReadable(file)) {
            throw new java.nio.file.AccessDeniedException(file.toString());
        }
    }

    private static final class GameSelection implements OptionSpec.Parser<int[]> {
        @Override
        public int[] parse(String option, String text) {
            String[] mr = text.split(":");
            int m;
            int r;
            try {
                m = Integer.parseInt(mr[0].trim());
                r = mr.length == 2 ? Integer.parseInt(mr[1].trim()) : -1;
            } catch (RuntimeException e) {
                m = 0;
                r = 0;
            }
            if (m < 1 || r < 0 || r >= m) {
                throw new IllegalArgumentException(option + " needs M:R with 0 <= R < M: " + text);
            }
            return new int[] {m, r};
        }

        @Override
        public String range() {
            return "";
        }
    }
}
