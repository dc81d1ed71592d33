// Issue 14, session 46: misses pinned on the real pairs that showed them (the 100th to 103rd
// sets' misses and the first readings of the 104th to 107th held-out sets).
import { expectApart, expectConfusable } from './confusable-pairs.js';

describe('a request told the method and the path of any endpoint runs anything', () => {
  it('"Escape hatch to call any Google Forms API path" (raw_request) does its server\'s jobs', () => {
    expectConfusable(['gforms-a1xtech', 'raw_request'], ['gforms-a1xtech', 'get_form']);
    expectConfusable(['gforms-a1xtech', 'raw_request'], ['gforms-a1xtech', 'update_question']);
  });

  it('a request named for its method keeps that job: api_get reads, api_post creates', () => {
    expectApart(['browser-agent-imprvhub', 'api_get'], ['browser-agent-imprvhub', 'api_post']);
  });
});

describe("a broker's messages consumed are its messages listed", () => {
  it("Kafka's consume_messages ~ RabbitMQ's get-queue-messages ~ a stream's listMessagesBySubject", () => {
    expectConfusable(
      ['kafka-zx8086', 'kafka_consume_messages'],
      ['rabbitmq-yuchenhui', 'get-queue-messages'],
    );
    expectConfusable(
      ['confluent', 'consume-messages'],
      ['nats-theworksofvon', 'listMessagesBySubject'],
    );
  });

  it("consuming stays apart from producing, and from a chat's or a mailbox's messages", () => {
    expectApart(
      ['kafka-zx8086', 'kafka_consume_messages'],
      ['kafka-zx8086', 'kafka_produce_message'],
    );
    expectApart(['kafka-zx8086', 'kafka_consume_messages'], ['zulip', 'get-messages']);
    expectApart(['kafka-zx8086', 'kafka_consume_messages'], ['gmail', 'messages_list']);
  });
});
