package io.magpie.spark;

import org.apache.spark.Partitioner;

/** The key is the partition: for rows whose partition was decided before the shuffle. */
final class KeyPartitioner extends Partitioner {
    private static final long serialVersionUID = 1L;
    private final int partitions;

    KeyPartitioner(int partitions) {
        this.partitions = partitions;
    }

    @Override
    public int numPartitions() {
        return partitions;
    }

    @Override
    public int getPartition(Object key) {
        return (Integer) key;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof KeyPartitioner p && p.partitions == partitions;
    }

    @Override
    public int hashCode() {
        return partitions;
    }
}
