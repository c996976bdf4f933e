// Finds an EventStoreDB for the contract tests: EVENTSTORE_URL, else a container when a runtime
// exists, else a reason to skip that the test report shows.
export type EventStoreDbTarget = { url: string; stop(): Promise<void> } | { skipReason: string };

const IMAGE = 'eventstore/eventstore:24.10';

export async function findEventStoreDb(): Promise<EventStoreDbTarget> {
  const configured = process.env.EVENTSTORE_URL;
  if (configured) return { url: configured, stop: async () => {} };
  const { GenericContainer, getContainerRuntimeClient, Wait } = await import('testcontainers');
  try {
    await getContainerRuntimeClient();
  } catch (error) {
    return {
      skipReason: `EventStoreDB contract tests skipped: EVENTSTORE_URL is not set and no container runtime was found (${firstLine(error)})`,
    };
  }
  const container = await new GenericContainer(IMAGE)
    .withEnvironment({
      EVENTSTORE_INSECURE: 'true',
      EVENTSTORE_MEM_DB: 'true',
      EVENTSTORE_RUN_PROJECTIONS: 'None',
    })
    .withExposedPorts(2113)
    .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
    .start();
  return {
    url: `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
    stop: async () => {
      await container.stop();
    },
  };
}

function firstLine(error: unknown): string {
  return String(error instanceof Error ? error.message : error).split('\n')[0]!;
}
