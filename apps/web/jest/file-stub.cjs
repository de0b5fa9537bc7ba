// Stylesheets and assets imported by components: their URL is all a component reads.
module.exports = 'test-file-stub';
