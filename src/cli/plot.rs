//! Plots for `bench --plot` and `model --plot`: lines against the swept value on a log2 axis,
//! drawn with plotters. Part of the command line, not of the library's interface.

use jitjoin::Error;
use jitjoin::bench::Measurement;
use jitjoin::model::Point;
use std::path::Path;

/// Fonts tried for the plot's text, in order.
const FONTS: [&str; 3] = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/TTF/DejaVuSans.ttf",
];

fn register_font() -> Result<(), Error> {
    static DONE: std::sync::OnceLock<Result<(), String>> = std::sync::OnceLock::new();
    DONE.get_or_init(|| {
        let bytes = FONTS
            .iter()
            .find_map(|p| std::fs::read(p).ok())
            .ok_or_else(|| format!("plots need the DejaVu Sans font ({}); install `fonts-dejavu-core`", FONTS[0]))?;
        let bytes: &'static [u8] = Box::leak(bytes.into_boxed_slice());
        plotters::style::register_font("sans-serif", plotters::style::FontStyle::Normal, bytes)
            .map_err(|_| "the DejaVu Sans font could not be read".to_string())
    })
    .clone()
    .map_err(Error::Usage)
}

/// Throughput against the swept value on a log2 axis, one line per series, to SVG (or PNG when
/// `path` ends in `.png`).
pub fn bench(path: &Path, param: &str, title: &str, all: &[Measurement]) -> Result<(), Error> {
    let mut names: Vec<String> = Vec::new();
    for m in all {
        if !names.contains(&m.series()) {
            names.push(m.series());
        }
    }
    let series: Vec<(String, Vec<(f64, f64)>)> = names
        .into_iter()
        .map(|s| {
            let pts = all.iter().filter(|m| m.series() == s).map(|m| (m.value as f64, m.throughput() / 1e6)).collect();
            (s, pts)
        })
        .collect();
    plot_lines(path, title, param, "M tuples/s (median)", &series)
}

/// Lines of (x, y) points against x on a log2 axis, one per named series, to SVG (or PNG when
/// `path` ends in `.png`): `bench`'s throughput and `model`'s predicted times.
fn plot_lines(
    path: &Path,
    title: &str,
    x_desc: &str,
    y_desc: &str,
    series: &[(String, Vec<(f64, f64)>)],
) -> Result<(), Error> {
    use plotters::prelude::*;
    register_font()?;
    let png = path.extension().is_some_and(|e| e.eq_ignore_ascii_case("png"));
    let err = |e: &dyn std::fmt::Display| Error::Usage(format!("{}: cannot draw the plot: {e}", path.display()));
    let size = (960, 600);
    let drawn = if png {
        plot_on(BitMapBackend::new(path, size).into_drawing_area(), title, x_desc, y_desc, series)
    } else {
        plot_on(SVGBackend::new(path, size).into_drawing_area(), title, x_desc, y_desc, series)
    };
    drawn.map_err(|e| err(&e))
}

fn plot_on<DB: plotters::prelude::DrawingBackend>(
    root: plotters::prelude::DrawingArea<DB, plotters::coord::Shift>,
    title: &str,
    x_desc: &str,
    y_desc: &str,
    series: &[(String, Vec<(f64, f64)>)],
) -> Result<(), String>
where
    DB::ErrorType: 'static,
{
    use plotters::prelude::*;
    let e = |e: &dyn std::fmt::Display| e.to_string();
    root.fill(&WHITE).map_err(|x| e(&x))?;
    let pts = series.iter().flat_map(|s| &s.1);
    let x0 = pts.clone().map(|p| p.0).fold(f64::INFINITY, f64::min);
    let x1 = pts.clone().map(|p| p.0).fold(0.0, f64::max);
    let y1 = pts.map(|p| p.1).fold(0.0, f64::max) * 1.1;
    let mut chart = ChartBuilder::on(&root)
        .caption(title, ("sans-serif", 22))
        .margin(16)
        .x_label_area_size(48)
        .y_label_area_size(64)
        .build_cartesian_2d((x0..x1.max(x0 * 2.0)).log_scale().base(2.0), 0.0..y1.max(1.0))
        .map_err(|x| e(&x))?;
    chart
        .configure_mesh()
        .x_desc(x_desc)
        .y_desc(y_desc)
        .x_label_formatter(&|v| format!("2^{}", v.log2().round()))
        .draw()
        .map_err(|x| e(&x))?;
    for (i, (name, pts)) in series.iter().enumerate() {
        let color = Palette99::pick(i).to_rgba();
        chart
            .draw_series(LineSeries::new(pts.clone(), color.stroke_width(2)))
            .map_err(|x| e(&x))?
            .label(name)
            .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 16, y)], color.stroke_width(2)));
        chart.draw_series(pts.iter().map(|&p| Circle::new(p, 3, color.filled()))).map_err(|x| e(&x))?;
    }
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .position(SeriesLabelPosition::UpperRight)
        .draw()
        .map_err(|x| e(&x))?;
    root.present().map_err(|x| e(&x))?;
    Ok(())
}

/// Predicted time against the swept value, one line per priced candidate.
pub fn model(path: &Path, target: &jitjoin::Target, param: &str, points: &[Point]) -> Result<(), Error> {
    let Some(first) = points.first() else { return Ok(()) };
    let series: Vec<(String, Vec<(f64, f64)>)> = (0..first.candidates.len())
        .filter(|&i| first.candidates[i].cost.is_ok())
        .map(|i| {
            let pts = points
                .iter()
                .filter_map(|p| p.candidates[i].cost.as_ref().ok().map(|c| (p.value as f64, c.total() * 1e3)))
                .collect();
            (jitjoin::model::label(&first.candidates[i]), pts)
        })
        .collect();
    plot_lines(path, &format!("predicted join time on {}", target.name), param, "ms (model)", &series)
}
