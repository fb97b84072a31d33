import Flipbook
import Foundation
import Testing

@MainActor
@Suite("The bounded frame pipeline")
struct FramePipelineTests {
    @Test(arguments: [(1, 1), (2, 2), (2, 5), (3, 4)])
    func framesInFlightNeverExceedTheBound(jobs: Int, capacity: Int) throws {
        let pipeline = FramePipeline(jobs: jobs, capacity: capacity)
        let alive = Counter()  // made by the producer, not yet finished by a worker
        let processed = Counter()
        let statistics = try pipeline.run(
            produce: { submit in
                for index in 0..<60 {
                    alive.increment()  // the job exists from here (like a render tree)
                    try submit(index)
                }
            },
            process: { (index: Int) in
                usleep(UInt32(200 + (index % 3) * 300))  // workers slower than the producer
                processed.increment()
                alive.decrement()
            })
        #expect(statistics.processed == 60)
        #expect(processed.current == 60)
        #expect(statistics.peakInFlight == capacity)  // the producer runs ahead until the bound stops it
        #expect(alive.peak <= capacity + 1)  // + the one job being submitted
        #expect(alive.current == 0)
    }

    @Test func everyJobIsProcessedOnceInAnyOrder() throws {
        final class Seen: @unchecked Sendable {
            let lock = NSLock()
            var values: [Int] = []
        }
        let seen = Seen()
        _ = try FramePipeline(jobs: 3).run(
            produce: { submit in
                for index in 0..<500 { try submit(index) }
            },
            process: { (index: Int) in
                seen.lock.withLock { seen.values.append(index) }
            })
        #expect(seen.values.sorted() == Array(0..<500))
    }

    @Test func aWorkerErrorStopsTheProducerAndIsRethrown() throws {
        struct Failure: Error, Equatable { var index: Int }
        var submitted = 0
        #expect(throws: Failure(index: 5)) {
            try FramePipeline(jobs: 2, capacity: 2).run(
                produce: { submit in
                    for index in 0..<10_000 {
                        try submit(index)
                        submitted += 1
                    }
                },
                process: { (index: Int) in
                    if index == 5 { throw Failure(index: 5) }
                    usleep(100)
                })
        }
        #expect(submitted < 10_000)
    }

    @Test func aProducerErrorIsRethrownAfterTheWorkersStop() throws {
        struct Failure: Error, Equatable {}
        let processed = Counter()
        #expect(throws: Failure()) {
            try FramePipeline(jobs: 2).run(
                produce: { submit in
                    for index in 0..<10 { try submit(index) }
                    throw Failure()
                }, process: { (_: Int) in processed.increment() })
        }
        #expect(processed.current <= 10)
    }
}
