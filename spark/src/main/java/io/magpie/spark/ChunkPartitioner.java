package io.magpie.spark;

import org.apache.spark.Partitioner;

/**
 * Puts position {@code ordinal} in partition {@code ordinal / chunk}: the same partitions on every
 * run, whatever the cluster, so that a restarted job can skip the finished ones.
 */
final class ChunkPartitioner extends Partitioner {
    private static final long serialVersionUID = 1L;
    private final int chunk;
    private final int partitions;

    ChunkPartitioner(int chunk, long count) {
        this.chunk = chunk;
        this.partitions = (int) Math.max(1, (count + chunk - 1) / chunk);
    }

    @Override
    public int numPartitions() {
        return partitions;
    }

    @Override
    public int getPartition(Object key) {
        return (int) ((Long) key / chunk);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ChunkPartitioner p && p.chunk == chunk && p.partitions == partitions;
    }

    @Override
    public int hashCode() {
        return chunk * 31 + partitions;
    }
}
