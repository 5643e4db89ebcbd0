package io.magpie.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.magpie.TestData;
import io.magpie.board.Board;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ObfFileTest {
    private static final String START = "---------------------------OX------XO--------------------------- X";

    @Test
    void skipsCommentsAndBlankLinesAndKeepsLineNumbers() {
        String text = "% a comment\n\n# another\n" + START + "; F5:+0;\n   \n" + START.replace(" X", " O") + ";\n";
        ObfFile file = ObfFile.parse("t.obf", text);
        assertEquals(List.of(), file.errors());
        assertEquals(2, file.problems().size());
        assertEquals(4, file.problems().get(0).line());
        assertEquals(Board.start(), file.problems().get(0).problem().board());
        assertEquals(6, file.problems().get(1).line());
        assertEquals(Board.start().pass(), file.problems().get(1).problem().board());
    }

    @Test
    void reportsBadLinesAndReadsTheRest() {
        String text = START + ";\n" + "XXXX X;\n" + START + "; A1:+2;\n" + START + ";\n";
        ObfFile file = ObfFile.parse("bad.obf", text);
        assertEquals(2, file.problems().size());
        assertEquals(1, file.problems().get(0).line());
        assertEquals(4, file.problems().get(1).line());
        assertEquals(2, file.errors().size());
        assertTrue(file.errors().get(0).startsWith("bad.obf:2: column "), file.errors().get(0));
        assertEquals("bad.obf:3: column 69: A1 is not a legal move for black", file.errors().get(1));
    }

    @Test
    void readsTheFfoSuite() throws IOException {
        Path path = TestData.path("positions/fforum-40-59.obf");
        ObfFile file = ObfFile.read(path);
        assertEquals(List.of(), file.errors());
        assertEquals(20, file.problems().size());
        for (ObfFile.Entry entry : file.problems()) {
            ObfProblem p = entry.problem();
            assertTrue(p.board().emptyCount() >= 20 && p.board().emptyCount() <= 40, p.toString());
            assertTrue(p.bestScore().isPresent(), p.toString());
            assertEquals(p, BoardText.parseProblem(p.toString()));
        }
    }
}
