#if canImport(Glibc)
import Glibc
import Testing
import Flipbook

@Suite struct FrameMemoryTests {
    /// After `free`, how many of the pages of a block of `size` bytes (12 MB: a @3x phone frame) that was written
    /// in full are still mapped and resident (`mincore`), out of how many were asked about. The block's first and
    /// last page are left out (malloc's own headers share them).
    ///
    /// Residency, unlike this thread's page faults on the next fill, does not depend on other threads: in the full
    /// parallel suite another thread sharing the malloc arena can take the freed block before this thread asks
    /// for it again (a fresh clone's run saw a whole block of faults in each of three tries), and then the
    /// pages are still resident, in use by that thread. Without the setting, glibc unmaps the block on `free`
    /// (`mincore` then fails with ENOMEM) or gives its pages back with `madvise` (not resident).
    private func residentPagesAfterFree(_ size: Int = 12 << 20) -> (resident: Int, asked: Int) {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        guard let block = malloc(size) else { return (0, 1) }
        memset(block, 1, size)
        let address = Int(bitPattern: block)
        let start = (address + page) / page * page, end = (address + size - page) / page * page
        let pages = (end - start) / page
        free(block)
        var residency = [UInt8](repeating: 0, count: pages)
        guard mincore(UnsafeMutableRawPointer(bitPattern: start), end - start, &residency) == 0 else {
            return (0, pages)
        }
        return (residency.filter { $0 & 1 != 0 }.count, pages)
    }

    @Test func freedFrameSizedBlocksStayMappedForReuse() {
        #expect(FrameMemory.keepFreedBuffersForReuse())
        let (resident, asked) = residentPagesAfterFree()
        #expect(asked > 3000)
        #expect(resident * 10 >= asked * 9, "only \(resident) of \(asked) pages of a freed 12 MB block stay resident")
    }
}
#endif
