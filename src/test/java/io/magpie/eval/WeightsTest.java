package io.magpie.eval;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WeightsTest {
    private static final Weights WEIGHTS = TestWeights.random(11, 4);

    @Test
    void roundTripThroughAFile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("w.mpw");
        WEIGHTS.write(file);
        Weights back = Weights.load(file);
        assertEquals(4, back.stages());
        assertEquals(100, back.unitsPerDisc());
        for (int s = 0; s < 4; s++) {
            assertArrayEquals(WEIGHTS.packedStage(s), back.packedStage(s));
        }
        assertArrayEquals(WEIGHTS.forB, back.forB);
    }

    /** A pipe or device as target is written through: a rename over it would replace it with a file. */
    @Test
    void aPipeAsTargetIsWrittenThroughNotReplaced(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("pipe");
        boolean made;
        try {
            made = new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0;
        } catch (IOException e) {
            made = false;
        }
        org.junit.jupiter.api.Assumptions.assumeTrue(made, "no mkfifo here");
        java.util.concurrent.CompletableFuture<byte[]> read = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            try {
                return Files.readAllBytes(fifo);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        WEIGHTS.write(fifo);
        assertTrue(Files.exists(fifo) && !Files.isRegularFile(fifo), "the pipe was replaced by a file");
        assertArrayEquals(WEIGHTS.toBytes(), read.get(60, java.util.concurrent.TimeUnit.SECONDS));
    }

    /** A failed write names the target, never only the temporary file it failed on. */
    @Test
    void aFailedWriteNamesTheTarget(@TempDir Path dir) {
        Path target = dir.resolve("missing/w.mpw");
        IOException e = assertThrows(IOException.class, () -> WEIGHTS.write(target));
        assertTrue(e.getMessage().startsWith("cannot write weights file " + target + ": "), e.getMessage());
    }

    @Test
    void everyFlippedByteIsRefusedWithTheFileName() {
        byte[] good = WEIGHTS.toBytes();
        SplittableRandom random = new SplittableRandom(5);
        // every header byte that is checked, and a sample of payload bytes
        for (int i = 0; i < good.length; i += i < Weights.HEADER_BYTES ? 1 : 1 + random.nextInt(good.length / 50 + 1)) {
            byte[] bad = good.clone();
            bad[i] ^= (byte) (1 << random.nextInt(8));
            IOException e = assertThrows(IOException.class, () -> Weights.read(bad, "damaged.mpw"), "byte " + i);
            assertTrue(e.getMessage().contains("damaged.mpw"), e.getMessage());
        }
    }

    @Test
    void truncatedOrExtendedFilesAreRefused() {
        byte[] good = WEIGHTS.toBytes();
        for (int length : new int[] {0, 3, Weights.HEADER_BYTES - 1, Weights.HEADER_BYTES, good.length / 2, good.length - 1}) {
            byte[] cut = Arrays.copyOf(good, length);
            IOException e = assertThrows(IOException.class, () -> Weights.read(cut, "cut.mpw"), "length " + length);
            assertTrue(e.getMessage().contains("cut.mpw"));
        }
        byte[] longer = Arrays.copyOf(good, good.length + 1);
        assertThrows(IOException.class, () -> Weights.read(longer, "long.mpw"));
    }

    @Test
    void mismatchesAreNamed() {
        byte[] good = WEIGHTS.toBytes();
        byte[] otherSet = good.clone();
        ByteBuffer.wrap(otherSet).putInt(8, Patterns.SET_ID + 1);
        IOException e = assertThrows(IOException.class, () -> Weights.read(otherSet, "x.mpw"));
        assertTrue(e.getMessage().contains("pattern set"), e.getMessage());
        byte[] otherVersion = good.clone();
        ByteBuffer.wrap(otherVersion).putShort(4, (short) 2);
        e = assertThrows(IOException.class, () -> Weights.read(otherVersion, "x.mpw"));
        assertTrue(e.getMessage().contains("version 2"), e.getMessage());
        byte[] swapped = good.clone();
        ByteBuffer.wrap(swapped).putShort(6, (short) 0x0201);
        e = assertThrows(IOException.class, () -> Weights.read(swapped, "x.mpw"));
        assertTrue(e.getMessage().contains("byte-order"), e.getMessage());
    }

    @Test
    void missingFileIsNamed(@TempDir Path dir) {
        Path missing = dir.resolve("none.mpw");
        IOException e = assertThrows(IOException.class, () -> Weights.load(missing));
        assertTrue(e.getMessage().contains("none.mpw"));
        assertTrue(Files.notExists(missing));
    }

    @Test
    void defaultWeightsLoadFromTheJarAndMatchTheTuningCopy() throws IOException {
        // the solver's ordering weights (Weights.ORDERING_RESOURCE) are the same file today
        Weights w = Weights.loadDefault();
        assertEquals(15, w.stages());
        Path copy = Path.of("tuning/gen7.mpw");
        if (Files.exists(copy)) {
            assertArrayEquals(Weights.class.getResourceAsStream(Weights.DEFAULT_RESOURCE).readAllBytes(),
                    Files.readAllBytes(copy), "the jar's default weights differ from tuning/gen7.mpw");
        }
        // trained weights evaluate the start position near even
        PatternEvaluator eval = new PatternEvaluator(w);
        int start = eval.evaluateFromScratch(0x0000000810000000L, 0x0000001008000000L);
        assertTrue(Math.abs(start) < 300, "start position " + start);
    }

    @Test
    void stagesCoverAllEmpties() {
        assertEquals(0, Weights.stageOf(60, 15));
        assertEquals(14, Weights.stageOf(0, 15));
        assertEquals(14, Weights.stageOf(4, 15));
        assertEquals(9, Weights.stageOf(24, 15));
        assertEquals(0, Weights.stageOf(30, 1));
    }
}
