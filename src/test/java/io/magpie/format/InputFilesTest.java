package io.magpie.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 47 item 3: a file without end is refused with its name, never read into the heap whole. */
class InputFilesTest {
    @TempDir
    Path dir;

    @Test
    void linesEndWithLfCrOrCrlf() throws IOException {
        Path file = dir.resolve("a.txt");
        Files.writeString(file, "one\r\ntwo\rthree\nfour");
        assertEquals(List.of("one", "two", "three", "four"), InputFiles.readLines(file, StandardCharsets.UTF_8));
    }

    @Test
    void anOverlongLineIsRefusedNamingTheFile() throws IOException {
        Path file = dir.resolve("long.txt");
        Files.writeString(file, "ok\n" + "x".repeat(InputFiles.MAX_LINE_CHARS + 1));
        IOException e = assertThrows(IOException.class, () -> InputFiles.readLines(file, StandardCharsets.UTF_8));
        assertTrue(e.getMessage().startsWith(file + ": line 2 is longer than"), e.getMessage());
    }

    @Test
    void devZeroIsRefusedAsTextAndAsBytes() {
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.isReadable(zero), "no /dev/zero here");
        IOException text = assertThrows(IOException.class, () -> InputFiles.readString(zero, StandardCharsets.UTF_8));
        assertTrue(text.getMessage().startsWith("/dev/zero: "), text.getMessage());
        IOException bytes = assertThrows(IOException.class, () -> InputFiles.readBytes(zero, 1 << 20));
        assertTrue(bytes.getMessage().startsWith("/dev/zero: more than 1 MB"), bytes.getMessage());
    }

    @Test
    void malformedTextNamesTheFile() throws IOException {
        Path file = dir.resolve("bad.txt");
        Files.write(file, new byte[] {'a', '\n', 'b', '\r', '\n', 'c', '\r', 'd', (byte) 0xff, '\n'});
        IOException e = assertThrows(IOException.class, () -> InputFiles.readLines(file, StandardCharsets.UTF_8));
        assertEquals(file + ": line 4 is not UTF-8 text", e.getMessage());
    }

    /** A bad byte far into a file is found on its own line, though the decoder reads ahead in blocks. */
    @Test
    void malformedTextLineIsExactPastTheDecodersBuffer() throws IOException {
        Path file = dir.resolve("long.txt");
        byte[] good = "f5d6c3d3c4f4\n".repeat(5000).getBytes(StandardCharsets.UTF_8);
        byte[] bytes = java.util.Arrays.copyOf(good, good.length + 3);
        bytes[good.length] = 'x';
        bytes[good.length + 1] = (byte) 0xc3; // a lead byte cut off by the line end
        bytes[good.length + 2] = '\n';
        Files.write(file, bytes);
        IOException e = assertThrows(IOException.class, () -> InputFiles.readLines(file, StandardCharsets.UTF_8));
        assertEquals(file + ": line 5001 is not UTF-8 text", e.getMessage());
    }

    @Test
    void aFolderOrAMissingFileIsNamedWithWhatIsWrong() {
        IOException folder = assertThrows(IOException.class, () -> InputFiles.readLines(dir, StandardCharsets.UTF_8));
        assertEquals(dir + " is a folder, not a file", folder.getMessage());
        folder = assertThrows(IOException.class, () -> InputFiles.readBytes(dir, 10));
        assertEquals(dir + " is a folder, not a file", folder.getMessage());
        IOException missing = assertThrows(IOException.class, () -> InputFiles.open(dir.resolve("none")));
        assertEquals(dir.resolve("none") + ": no such file", missing.getMessage());
    }

    @Test
    void bytesUpToTheCapAreRead() throws IOException {
        Path file = dir.resolve("b.bin");
        Files.write(file, new byte[] {1, 2, 3});
        assertArrayEquals(new byte[] {1, 2, 3}, InputFiles.readBytes(file, 3));
        assertThrows(IOException.class, () -> InputFiles.readBytes(file, 2));
    }
}
