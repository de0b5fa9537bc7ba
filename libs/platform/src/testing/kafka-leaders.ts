import { Kafka, logLevel } from 'kafkajs';
import { ALL_TOPICS } from '@stave/contracts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// After a broker restart: wait until every partition of the platform's topics has its leader again. A restarted
// KRaft node answers before that, and the next suite's first offset lookup failed with NOT_LEADER_FOR_PARTITION.
export async function untilLeadersAreBack(brokers: string[]): Promise<void> {
  const admin = new Kafka({ clientId: 'stave-leaders-check', brokers, logLevel: logLevel.NOTHING }).admin();
  const deadline = Date.now() + 30_000;
  try {
    await admin.connect();
    for (;;) {
      try {
        const existing = new Set(await admin.listTopics());
        await Promise.all(ALL_TOPICS.filter((topic) => existing.has(topic)).map((topic) => admin.fetchTopicOffsets(topic)));
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await sleep(500);
      }
    }
  } finally {
    await admin.disconnect();
  }
}
