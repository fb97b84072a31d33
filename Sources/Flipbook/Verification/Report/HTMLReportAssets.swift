/// The inline CSS and JavaScript of `report.html` (no external files, no network).
enum HTMLReportAssets {
    static let css = """
        :root { color-scheme: light; --ink: #1c1c1e; --muted: #636366; --line: #d1d1d6; --panel: #f2f2f7;
                --passed: #248a3d; --failed: #d70015; --missing: #b25000; --recorded: #0040dd; --error: #8e0000; }
        * { box-sizing: border-box; }
        body { margin: 0; padding: 16px 24px 48px; font: 14px/1.4 -apple-system, "Segoe UI", Roboto, Helvetica, Arial,\
         sans-serif;
               color: var(--ink); background: #fff; }
        h1 { font-size: 20px; margin: 0 0 4px; }
        h2 { font-size: 17px; margin: 0 0 4px; }
        .meta, .summary, .note { color: var(--muted); margin: 2px 0; }
        .message { color: var(--error); margin: 4px 0; white-space: pre-wrap; }
        .approve { margin: 4px 0; }
        .approve-command { user-select: all; background: var(--panel); padding: 2px 6px; border-radius: 4px;
                           overflow-wrap: anywhere; }
        table { border-collapse: collapse; margin: 8px 0; }
        th, td { border-bottom: 1px solid var(--line); padding: 4px 8px; text-align: left; vertical-align: top; }
        td.number { text-align: right; font-variant-numeric: tabular-nums; }
        td.none { color: var(--muted); text-align: center; }
        .status { display: inline-block; padding: 0 6px; border-radius: 4px; color: #fff; font-size: 12px; background:\
         var(--failed); }
        .status.passed, .status.identical, .status.within_tolerance { background: var(--passed); }
        .status.missing, .status.missing_expected, .status.missing_actual, .status.not_compared { background:\
         var(--missing); }
        .status.recorded { background: var(--recorded); }
        .status.error { background: var(--error); }
        section.scenario { border-top: 2px solid var(--line); margin-top: 20px; padding-top: 12px; }
        .viewer { background: var(--panel); border-radius: 8px; padding: 8px 12px; margin: 8px 0; outline: none; }
        .viewer:focus-visible { box-shadow: 0 0 0 2px var(--recorded); }
        .controls { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; margin-bottom: 8px; }
        .modes button { font: inherit; padding: 2px 10px; border: 1px solid var(--line); background: #fff; cursor:\
         pointer; }
        .modes button:first-child { border-radius: 6px 0 0 6px; }
        .modes button:last-child { border-radius: 0 6px 6px 0; }
        .modes button[aria-pressed="true"] { background: var(--ink); color: #fff; border-color: var(--ink); }
        .scrub { width: 260px; vertical-align: middle; }
        .frame-label { font-variant-numeric: tabular-nums; }
        .stage { display: none; }
        .viewer[data-mode="swipe"] .stage.swipe, .viewer[data-mode="onion"] .stage.onion { display: block; }
        .viewer[data-mode="side"] .stage.side { display: flex; gap: 12px; flex-wrap: wrap; }
        figure { margin: 0; }
        figcaption { color: var(--muted); font-size: 12px; text-align: center; }
        .stage img, .stack { max-height: 70vh; max-width: 100%; image-rendering: auto; background: #fff;
                             border: 1px solid var(--line); display: block; }
        .stack { position: relative; display: inline-block; border: none; }
        .stack img { display: block; }
        .stack img[data-kind="actual"] { position: absolute; left: 0; top: 0; width: 100%; height: 100%; }
        .swipe .stack img[data-kind="actual"] { clip-path: inset(0 0 0 var(--swipe, 50%)); }
        .swipe-line { position: absolute; top: 0; bottom: 0; left: var(--swipe, 50%); width: 2px; margin-left: -1px;
                      background: var(--recorded); pointer-events: none; }
        .onion .stack img[data-kind="actual"] { opacity: var(--onion, 0.5); }
        .stage label { display: block; margin-top: 6px; color: var(--muted); }
        .frame-summary { margin: 6px 0 0; color: var(--muted); }
        .filmstrip { margin: 8px 0; }
        .filmstrip img { max-width: 100%; border: 1px solid var(--line); }
        table.frames img { max-height: 160px; max-width: 120px; border: 1px solid var(--line); display: block; }
        table.frames tr[data-position] { cursor: pointer; }
        table.frames tr[data-position]:hover { background: var(--panel); }
        """

    static let javascript = """
        (function () {
          "use strict";
          var data = JSON.parse(document.getElementById("flipbook-data").textContent);
          var modes = ["side", "swipe", "onion"];
          var hashMode = (location.hash.match(/(?:^#|&)mode=(side|swipe|onion)\\b/) || [])[1];
          data.scenarios.forEach(function (scenario) {
            var viewer = document.getElementById("viewer-" + scenario.id);
            if (!viewer || scenario.frames.length === 0) { return; }
            var scrub = viewer.querySelector(".scrub");
            var label = viewer.querySelector(".frame-label");
            var summary = viewer.querySelector(".frame-summary");
            function setImages(kind, path) {
              viewer.querySelectorAll('img[data-kind="' + kind + '"]').forEach(function (img) {
                if (path) { img.src = path; img.hidden = false; } else { img.removeAttribute("src"); img.hidden = true;\
         }
              });
            }
            function show(position) {
              position = Math.max(0, Math.min(scenario.frames.length - 1, position));
              var frame = scenario.frames[position];
              scrub.value = String(position);
              setImages("expected", frame.expected);
              setImages("actual", frame.actual);
              setImages("diff", frame.diff);
              label.textContent = frame.label;
              summary.textContent = frame.summary;
              viewer.dataset.frame = String(frame.index);
            }
            function setMode(mode) {
              if (modes.indexOf(mode) < 0) { return; }
              viewer.dataset.mode = mode;
              viewer.querySelectorAll(".modes button").forEach(function (button) {
                button.setAttribute("aria-pressed", String(button.dataset.mode === mode));
              });
            }
            viewer.querySelectorAll(".modes button").forEach(function (button) {
              button.addEventListener("click", function () { setMode(button.dataset.mode); });
            });
            scrub.addEventListener("input", function () { show(Number(scrub.value)); });
            viewer.querySelector(".swipe-position").addEventListener("input", function (event) {
              viewer.style.setProperty("--swipe", event.target.value + "%");
            });
            viewer.querySelector(".onion-opacity").addEventListener("input", function (event) {
              viewer.style.setProperty("--onion", String(Number(event.target.value) / 100));
            });
            viewer.addEventListener("keydown", function (event) {
              if (event.target.tagName === "INPUT") { return; }
              if (event.key === "ArrowLeft") { show(Number(scrub.value) - 1); event.preventDefault(); }
              if (event.key === "ArrowRight") { show(Number(scrub.value) + 1); event.preventDefault(); }
            });
            var section = viewer.closest("section");
            if (section) {
              section.querySelectorAll("table.frames tr[data-position]").forEach(function (row) {
                row.addEventListener("click", function () {
                  show(Number(row.dataset.position));
                  viewer.scrollIntoView({ block: "nearest" });
                  viewer.focus();
                });
              });
            }
            show(Number(scrub.value));
            if (hashMode) { setMode(hashMode); }
            viewer.dataset.ready = "true";
          });
        })();
        """
}
