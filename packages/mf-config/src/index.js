module.exports = { ...require('./webpack'), ...require('./shared') };
