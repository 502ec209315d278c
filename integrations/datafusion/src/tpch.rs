//! TPC-H tables made by `tpchgen` (dbgen's rows) as Arrow batches: registered in a DataFusion
//! context, or written as Parquet files.

use datafusion::arrow::array::RecordBatch;
use datafusion::common::Result;
use datafusion::datasource::MemTable;
use datafusion::prelude::{ParquetReadOptions, SessionContext};
use std::path::Path;
use std::sync::Arc;
use tpchgen::generators::{
    CustomerGenerator, LineItemGenerator, NationGenerator, OrderGenerator, PartGenerator, PartSuppGenerator,
    RegionGenerator, SupplierGenerator,
};

/// The eight tables' names.
pub const TABLES: [&str; 8] = ["lineitem", "orders", "customer", "part", "partsupp", "supplier", "nation", "region"];

/// Rows a batch holds.
const BATCH: usize = 64 * 1024;

/// Table `name` at scale factor `sf`, in `parts` pieces (each generated on its own), as
/// batches per piece.
pub fn table(name: &str, sf: f64, parts: usize) -> Result<Vec<Vec<RecordBatch>>> {
    let parts = parts.max(1) as i32;
    type Batches = std::result::Result<Vec<RecordBatch>, datafusion::arrow::error::ArrowError>;
    let piece = |p: i32| -> Batches {
        use tpchgen_arrow::*;
        let b = BATCH;
        match name {
            "lineitem" => LineItemArrow::new(LineItemGenerator::new(sf, p, parts)).with_batch_size(b).collect(),
            "orders" => OrderArrow::new(OrderGenerator::new(sf, p, parts)).with_batch_size(b).collect(),
            "customer" => CustomerArrow::new(CustomerGenerator::new(sf, p, parts)).with_batch_size(b).collect(),
            "part" => PartArrow::new(PartGenerator::new(sf, p, parts)).with_batch_size(b).collect(),
            "partsupp" => PartSuppArrow::new(PartSuppGenerator::new(sf, p, parts)).with_batch_size(b).collect(),
            "supplier" => SupplierArrow::new(SupplierGenerator::new(sf, p, parts)).with_batch_size(b).collect(),
            // One piece: the generators of the two small tables ignore the split.
            "nation" if p == 1 => NationArrow::new(NationGenerator::new(sf, 1, 1)).collect(),
            "region" if p == 1 => RegionArrow::new(RegionGenerator::new(sf, 1, 1)).collect(),
            "nation" | "region" => Ok(Vec::new()),
            other => panic!("no TPC-H table {other}"),
        }
    };
    std::thread::scope(|s| {
        let handles: Vec<_> = (1..=parts).map(|p| s.spawn(move || piece(p))).collect();
        let pieces: std::result::Result<Vec<Vec<RecordBatch>>, _> =
            handles.into_iter().map(|h| h.join().expect("a generator thread")).collect();
        Ok(pieces?)
    })
}

/// Register every table at `sf` in `ctx` as an in-memory table of `parts` partitions.
pub fn register_memory(ctx: &SessionContext, sf: f64, parts: usize) -> Result<()> {
    for name in TABLES {
        let pieces: Vec<Vec<RecordBatch>> = table(name, sf, parts)?.into_iter().filter(|p| !p.is_empty()).collect();
        let schema = pieces[0][0].schema();
        ctx.register_table(name, Arc::new(MemTable::try_new(schema, pieces)?))?;
    }
    Ok(())
}

/// Write every table at `sf` as `dir/<table>.parquet` (skipping files already there).
pub fn write_parquet(dir: &Path, sf: f64) -> Result<()> {
    std::fs::create_dir_all(dir)?;
    for name in TABLES {
        let path = dir.join(format!("{name}.parquet"));
        if path.exists() {
            continue;
        }
        // Its own temporary file: writers in parallel (tests) each rename a whole file.
        let tmp = dir.join(format!(".{name}.parquet.{}.{:?}.tmp", std::process::id(), std::thread::current().id()));
        let pieces = table(name, sf, std::thread::available_parallelism().map_or(2, |n| n.get()))?;
        let schema = pieces.iter().flatten().next().expect("a batch").schema();
        let file = std::fs::File::create(&tmp)?;
        let props = parquet::file::properties::WriterProperties::builder()
            .set_compression(parquet::basic::Compression::SNAPPY)
            .build();
        let mut w = parquet::arrow::ArrowWriter::try_new(file, schema, Some(props))?;
        for b in pieces.iter().flatten() {
            w.write(b)?;
        }
        w.close()?;
        std::fs::rename(&tmp, &path)?;
    }
    Ok(())
}

/// Register `dir/<table>.parquet` for every table.
pub async fn register_parquet(ctx: &SessionContext, dir: &Path) -> Result<()> {
    for name in TABLES {
        let path = dir.join(format!("{name}.parquet"));
        ctx.register_parquet(name, path.to_str().expect("a UTF-8 path"), ParquetReadOptions::default()).await?;
    }
    Ok(())
}
