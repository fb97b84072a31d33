import Foundation
import Raster
import UIKitCompat

/// `flipbook-benchmarks autolayout`: the Auto Layout engine on a 200-view screen of constraints (40 rows of a
/// card holding an icon, a label, a badge and a chevron, each row pinned below the previous one), on an
/// iPhone 15 stage at @3x: building and solving it cold, re-solving after one constant changes, and a 60-frame
/// animated constraint change (the first row's height, so every row below moves), each layout pass next to
/// painting the same frame. Thread CPU milliseconds, median of `--repeats=N` (default 5) runs.
enum AutoLayoutBenchmark {
    @MainActor
    static func makeScreen(_ stage: Stage) -> (root: UIView, firstHeight: NSLayoutConstraint) {
        let root = UIView(frame: stage.window.bounds)
        root.backgroundColor = .white
        stage.window.addSubview(root)
        var previous: UIView?
        var firstHeight: NSLayoutConstraint?
        var constraints: [NSLayoutConstraint] = []
        for row in 0..<40 {
            let card = UIView()
            card.translatesAutoresizingMaskIntoConstraints = false
            card.backgroundColor = row % 2 == 0 ? .systemBlue : .systemOrange
            card.layer.cornerRadius = 6
            root.addSubview(card)
            let height = card.heightAnchor.constraint(equalToConstant: 18)
            if row == 0 { firstHeight = height }
            constraints += [
                card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                card.topAnchor.constraint(
                    equalTo: previous?.bottomAnchor ?? root.safeAreaLayoutGuide.topAnchor,
                    constant: 2),
                height,
            ]
            let icon = UIView(), badge = UIView(), chevron = UIView()
            let label = UILabel()
            label.text = "Row \(row)"
            label.font = .systemFont(ofSize: 11)
            for view in [icon, label, badge, chevron] {
                view.translatesAutoresizingMaskIntoConstraints = false
                card.addSubview(view)
                constraints.append(view.centerYAnchor.constraint(equalTo: card.centerYAnchor))
            }
            icon.backgroundColor = .white
            badge.backgroundColor = .systemRed
            chevron.backgroundColor = .white
            constraints += [
                icon.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 4),
                icon.widthAnchor.constraint(equalTo: icon.heightAnchor),
                icon.heightAnchor.constraint(equalTo: card.heightAnchor, multiplier: 0.7),
                label.leadingAnchor.constraint(equalToSystemSpacingAfter: icon.trailingAnchor, multiplier: 1),
                badge.leadingAnchor.constraint(greaterThanOrEqualTo: label.trailingAnchor, constant: 8),
                badge.widthAnchor.constraint(equalToConstant: 24),
                badge.heightAnchor.constraint(equalToConstant: 10),
                chevron.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 6),
                chevron.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -4),
                chevron.widthAnchor.constraint(equalToConstant: 6),
                chevron.heightAnchor.constraint(equalToConstant: 10),
            ]
            previous = card
        }
        NSLayoutConstraint.activate(constraints)
        return (root, firstHeight!)
    }

    static func run(_ options: [String]) throws {
        let repeats = RasterBenchmark.value(of: "--repeats", in: options) ?? 5
        let rasterizer = Rasterizer()
        var cold: [Double] = [], resolve: [Double] = [], perFrameLayout: [Double] = [], perFrameTree: [Double] = []
        var perFramePaint: [Double] = []
        var views = 0
        try MainActor.assumeIsolated {
            for _ in 0..<repeats {
                let stage = try Stage(device: .iPhone15)
                let start = Clock.threadCPU()
                let (root, firstHeight) = makeScreen(stage)
                root.layoutIfNeeded()
                cold.append(Clock.threadCPU() - start)
                views = countViews(root) - 1
                precondition(root.subviews.last!.frame.maxY > 600, "the screen was not laid out")

                let again = Clock.threadCPU()
                firstHeight.constant = 20
                root.layoutIfNeeded()
                resolve.append(Clock.threadCPU() - again)

                // 60 frames of an animated constraint change: the constraint change solved and laid out inside
                // the animation block (Auto Layout's work, spread over the frames), then per frame the stage's
                // layout pass and render tree, and painting that frame.
                let change = Clock.threadCPU()
                firstHeight.constant = 60
                UIView.animate(
                    withDuration: 1, delay: 0, options: [.curveLinear],
                    animations: {
                        root.layoutIfNeeded()
                    })
                var layout = Clock.threadCPU() - change, tree = 0.0, paint = 0.0
                for frame in 1...60 {
                    try stage.clock.advance(to: Double(frame) / 60)
                    let t0 = Clock.threadCPU()
                    stage.window.layoutIfNeeded()
                    let t1 = Clock.threadCPU()
                    let renderTree = stage.renderTree()
                    let t2 = Clock.threadCPU()
                    _ = rasterizer.render(renderTree)
                    paint += Clock.threadCPU() - t2
                    tree += t2 - t1
                    layout += t1 - t0
                }
                perFrameLayout.append(layout / 60)
                perFrameTree.append(tree / 60)
                perFramePaint.append(paint / 60)
            }
        }
        func ms(_ values: [Double]) -> String { String(format: "%.2f", values.sorted()[values.count / 2] * 1000) }
        var table = Table(
            "Auto Layout, \(views) views on an iPhone 15 stage (@3x), thread CPU ms, median of \(repeats)",
            columns: ["measurement", "ms"])
        table.add(["build constraints + solve + lay out (cold)", ms(cold)])
        table.add(["re-solve + lay out after one constant change", ms(resolve)])
        table.add(["animated change: solve + layout passes, per frame", ms(perFrameLayout)])
        table.add(["animated change: render tree, per frame", ms(perFrameTree)])
        table.add(["painting the same frame at @3x, per frame", ms(perFramePaint)])
        let median = { (values: [Double]) in values.sorted()[values.count / 2] }
        table.add([
            "layout / painting", String(format: "%.1f %%", 100 * median(perFrameLayout) / median(perFramePaint)),
        ])
        table.add([
            "(layout + render tree) / painting",
            String(format: "%.1f %%", 100 * (median(perFrameLayout) + median(perFrameTree)) / median(perFramePaint)),
        ])
        table.print()
    }

    @MainActor
    static func countViews(_ view: UIView) -> Int { 1 + view.subviews.reduce(0) { $0 + countViews($1) } }
}
