package io.magpie.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 47 item 9: every error about a file names it and says what is wrong, and exits 1 (2 is kept
 * for a bad command line): never a bare "Is a directory", "Input length = 1" or a temporary file.
 */
class FileMessagesTest {
    @TempDir
    Path dir;

    private final CapturedRun run = new CapturedRun();

    private void assertFails(String expected, String... args) {
        assertEquals(1, run.run(args), String.join(" ", args) + ":\n" + run.err());
        assertTrue(run.err().contains(expected), String.join(" ", args) + ":\n" + run.err());
        assertFalse(run.err().contains("Exception") || run.err().contains("Input length"), run.err());
    }

    @Test
    void aFolderWhereAFileIsExpectedIsNamed() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("folder"));
        String isFolder = folder + " is a folder, not a file";
        assertFails(isFolder, "tune", "dump", folder.toString());
        assertFails(isFolder, "analyze", folder.toString());
        assertFails(isFolder, "match", "-e", "name=a,depth=1", "-e", "name=b,depth=1", "--openings", folder.toString());
        assertFails(isFolder, "selfplay", "--archive", dir.resolve("data").toString(), "--xot", folder.toString(),
                "--games", "1", "--no-book");
        assertFails("cannot read weights file " + folder + ": a folder, not a file", "tune", "test", folder.toString(), folder.toString());
        Path data = dir.resolve("in.mgpd");
        Files.write(data, new byte[] {'M', 'G', 'P', 'D', 0, 0, 0, 1});
        assertFails(isFolder, "tune", "label", "--no-solve", data.toString(), folder.toString());
        Path games = dir.resolve("games.ggf");
        Files.writeString(games, "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]B[F5];)\n");
        assertFails(isFolder, "tune", "positions", "--out", folder.toString(), games.toString());
        assertTrue(Files.isDirectory(folder), "tune positions deleted the folder given as --out");
        assertFails("book file " + folder + ": is a folder, not a book", "book", "build", folder.toString(), "--plies", "1");
    }

    @Test
    void textThatIsNotUtf8IsNamedWithItsLine() throws Exception {
        Path bad = dir.resolve("openings.txt");
        Files.write(bad, new byte[] {'f', '5', 'd', '6', '\n', 'f', '5', (byte) 0xff, '\n'});
        String line = bad + ": line 2 is not UTF-8 text";
        assertFails(line, "selfplay", "--archive", dir.resolve("data").toString(), "--xot", bad.toString(), "--games", "1",
                "--no-book");
        assertFails(line, "analyze", bad.toString());
        assertFails(line, "match", "-e", "name=a,depth=1", "-e", "name=b,depth=1", "--openings", bad.toString());
        assertFails(line, "solve", "--threads", "1", "--hash", "1", bad.toString());
    }

    /** A bad game record in tune positions' input is named with its file (the parser gives only the offset). */
    @Test
    void aBadGgfInputOfTunePositionsIsNamed() throws Exception {
        Path games = dir.resolve("bad.ggf");
        Files.writeString(games, "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]B[A1];)\n");
        assertFails(games + ": offset ", "tune", "positions", "--out", dir.resolve("p.mgpd").toString(), games.toString());
        assertFalse(Files.exists(dir.resolve("p.mgpd")));
    }

    /** An empty or binary file is no book text: refused by name, not imported as an empty book. */
    @Test
    void bookImportRefusesAFileWithoutBookLines() throws Exception {
        Path nul = dir.resolve("nul.txt");
        Files.write(nul, new byte[100]);
        assertFails(nul + ": no book lines", "book", "import", nul.toString(), dir.resolve("o.book").toString());
        assertFalse(Files.exists(dir.resolve("o.book")));
    }

    /** The target is checked before the first search: no folder is made, and nothing is searched. */
    @Test
    void bookBuildChecksItsTargetUpFront() {
        Path target = dir.resolve("no/such/folder/x.book");
        assertFails("book file " + target + ": cannot be written: the folder " + target.getParent() + " does not exist",
                "book", "build", target.toString(), "--plies", "4", "--depth", "20");
        assertFalse(run.err().contains("book build:"), run.err());
        assertFalse(Files.exists(dir.resolve("no")));
    }
}
