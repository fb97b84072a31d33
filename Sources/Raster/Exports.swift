// Raster paints on top of two small modules and re-exports them, so that `import Raster` brings the whole
// drawing vocabulary: Geometry (CGAffineTransform, CATransform3D where the platform lacks them; the layer
// placement formula) and Pixels (Image, Pixel, Color, premultiplication).
@_exported import Geometry
@_exported import Pixels
